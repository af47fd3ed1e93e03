// The scan command as users run it: the built bundle in a child process, real PDFs written for the test.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import readExcelFile from "read-excel-file/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractedDataSchema } from "../contract/submittal";
import { REGISTER_COLUMNS } from "../export/register-rows";
import { SUBMITTAL_HEADERS } from "../export/procore-columns";
import { VIEWPOINT_COLUMNS } from "../export/viewpoint-rows";
import { largeSpecBook } from "../../tests/fixtures/export/large-register";
import { parseCsv } from "../../tests/fixtures/export/parse-csv";
import { writeSpecBookPdf } from "../../tests/fixtures/engine/spec-book-pdf";
import { LETTERED_BOOK, UFGS_BOOK } from "../../tests/fixtures/engine/golden-books";
import { writePdf } from "../../tests/fixtures/pdf/write-pdf";
import { writeWithDamagedPages } from "../../tests/fixtures/pdf/damage-pages";
import { writeDrawingScan } from "../../tests/fixtures/pdf/write-drawing-scan";
import { NO_WORDS_WARNING } from "../engine";
import { SCAN_CLI, cliEnv, runScanCli, runScanCliWithInput, type CliRun } from "../../tests/fixtures/cli/run-scan-cli";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../../tests/fixtures/llm/fake-openai-server";

const work = mkdtempSync(join(tmpdir(), "scan-cli-"));
const file = (name: string) => join(work, name);

const scan = (...args: string[]): Promise<CliRun> => runScanCli(args);

// A section with a listed deliverable, its sub-items, and a warranty the submittals article does not list.
const ROOFING_BOOK = {
  pages: [
    `SECTION 07 54 23 - THERMOPLASTIC ROOFING
PART 1 - GENERAL
1.3\tACTION SUBMITTALS
 A.\tShop Drawings: For roofing system.
    1.\tInclude base flashings and membrane terminations.
    2.\tInclude tapered insulation layout.
1.8\tWARRANTY
 A.\tManufacturer's Warranty: Manufacturer agrees to replace membrane that leaks within the warranty period.
    1.\tWarranty Period: 20 years from date of Substantial Completion.
END OF SECTION`,
  ],
};

// One requirement whose paragraph is longer than Procore's 255-character title.
const LONG_TITLE_BOOK = {
  pages: [
    `SECTION 01 33 00 - SUBMITTAL PROCEDURES
PART 1 - GENERAL
1.1\tACTION SUBMITTALS
 A.\tCoordination Drawings: ${"Show the routing of ductwork, piping, conduit and cable tray above every ceiling together with the structure, ".repeat(3)}and all access panels.
END OF SECTION`,
  ],
};

// A section whose rules find nothing (no submittals article), so the AI pass is asked about it by default.
const SUMMARY = "This Section includes bench-mounted fume hoods with integral base cabinets.";
const FUME_HOODS = [
  "SECTION 11 53 13 - LABORATORY FUME HOODS",
  "PART 1 - GENERAL",
  "1.1 SUMMARY",
  `A. ${SUMMARY}`,
  "1.2 QUALITY ASSURANCE",
  "A. Hoods shall comply with ASHRAE 110 as installed.",
  "END OF SECTION 11 53 13",
];

beforeAll(async () => {
  await writePdf(file("hoods.pdf"), (doc) => {
    doc.font("Helvetica").fontSize(10);
    FUME_HOODS.forEach((line, i) => doc.text(line, 72, 72 + i * 20, { lineBreak: false }));
  });
  expect(existsSync(SCAN_CLI), "dist/scan.js is missing: run `npm run build:node` first").toBe(true);
  await writeSpecBookPdf(file("book.pdf"), LETTERED_BOOK);
  await writeSpecBookPdf(file("ufgs.pdf"), UFGS_BOOK);
  await writeSpecBookPdf(file("roofing.pdf"), ROOFING_BOOK);
  await writeSpecBookPdf(file("long-title.pdf"), LONG_TITLE_BOOK);
  await writeSpecBookPdf(file("mechanical.pdf"), largeSpecBook(64));
  await writePdf(file("locked.pdf"), (doc) => doc.text("secret"), { userPassword: "pw", ownerPassword: "owner" });
  writeFileSync(file("notes.pdf"), "just some text, not a PDF\n");
  writeWithDamagedPages(file("book.pdf"), file("page-2-damaged.pdf"), [2]);
  writeFileSync(file("broken.pdf"), readFileSync(file("book.pdf")).subarray(0, 400));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("scan command", () => {
  it("prints one combined register as JSON on stdout and nothing on stderr", async () => {
    const run = await scan("--json", file("book.pdf"), file("ufgs.pdf"));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    const data = extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(data.submittals.map((s) => s.division.slice(0, 2))).toEqual([
      "05",
      "05",
      "05",
      "05",
      "09",
      "09",
      "09",
      "09",
      "22",
      "22",
      "22",
    ]);
    expect(data.projectName).toBe("RIVERBEND PUBLIC LIBRARY EXPANSION");
  });

  it("reads with the page threads SCAN_THREADS sets (0: in its main thread), and refuses a value out of range", async () => {
    const chosen = await scan("--json", file("mechanical.pdf"));
    expect(chosen.code).toBe(0);
    for (const threads of ["0", "2"]) {
      const run = await runScanCli(["--json", file("mechanical.pdf")], cliEnv({ SCAN_THREADS: threads }));
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe(chosen.stdout);
    }
    const bad = await runScanCli(["--json", file("book.pdf")], cliEnv({ SCAN_THREADS: "17" }));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe("SCAN_THREADS must be a whole number from 0 to 16\n");
  });

  it("writes the import workbook with --xlsx", async () => {
    const run = await scan("--json", "--xlsx", file("out.xlsx"), file("book.pdf"));
    expect(run.code).toBe(0);
    expect(readFileSync(file("out.xlsx")).subarray(0, 2).toString()).toBe("PK");
  });

  it("scans a book with a damaged page and names the page on stderr", async () => {
    const run = await scan("--json", file("page-2-damaged.pdf"));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      "Warning: Page 2 could not be read (the PDF is damaged there) and was skipped; submittals on it are missing from this register.\n",
    );
    const data = extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(data.submittals.map((s) => `${s.page} ${s.section}`)).toEqual(["3 15410", "3 15410", "3 15410"]);
  });

  it("completes a scanned drawing without a word with exit 0, an empty register and why on stderr", async () => {
    const drawing = file("drawing-scan.pdf");
    await writeDrawingScan(drawing, 1);
    const run = await scan("--json", drawing);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`Warning: ${NO_WORDS_WARNING}\nWarning: Page 1: no readable text (skipped).\n`);
    const data = extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(data.submittals).toEqual([]);
    expect(data.pageCount).toBe(1);
  }, 120_000);

  it.each([
    ["missing.pdf", /File not found/],
    ["notes.pdf", /not a PDF/],
    ["locked.pdf", /password/],
    ["broken.pdf", /damaged|unreadable|could not be read|not a PDF|no pages/],
  ])("fails on %s with a message on stderr and no output", async (name, message) => {
    const run = await scan("--json", file(name));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    if (name !== "missing.pdf") expect(run.stderr.startsWith(`${file(name)}: `)).toBe(true);
  });

  it("treats a path that names no file as a usage error (exit 2, the usage on stderr)", async () => {
    for (const path of [file("missing.pdf"), work]) {
      const run = await scan("--json", path);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/^(File not found|Not a file): /);
      expect(run.stderr).toContain("Usage: submittal-scan");
    }
  });

  it("stops quietly when the reader of its output closes the pipe (`… | head`)", async () => {
    const run = await new Promise<{ code: number | null; stderr: string; got: number }>((resolvePromise, reject) => {
      const child = spawn("node", [SCAN_CLI, "--json", file("mechanical.pdf")], { env: cliEnv() });
      let stderr = "";
      let got = 0;
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      // Like `head -c 100`: read the first chunk, then close our end of the pipe.
      child.stdout.once("data", (chunk: Buffer) => {
        got = chunk.length;
        child.stdout.destroy();
      });
      child.on("error", reject);
      child.on("close", (code) => resolvePromise({ code, stderr, got }));
    });
    expect(run.got).toBeGreaterThan(0);
    expect(run.stderr).not.toMatch(/EPIPE|Error|at /);
    expect(run.code).toBe(0);
  });

  it("names a bad file among several before scanning any of them", async () => {
    const run = await scan("--json", "--xlsx", file("not-written.xlsx"), file("book.pdf"), file("locked.pdf"));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `${file("locked.pdf")}: This PDF is password-protected. Remove the password and upload it again.\n`,
    );
    expect(existsSync(file("not-written.xlsx"))).toBe(false);
  });

  it("explains its usage on stderr with exit 2 when given no file", async () => {
    const run = await scan("--json");
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^No PDF given\.\nUsage: submittal-scan /);
  });
});

describe("scan command conventions", () => {
  it("prints --help on stdout and exits 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const run = await scan(flag);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe("");
      expect(run.stdout).toMatch(/^Usage: submittal-scan /);
      expect(run.stdout).toContain("--procore-check");
    }
  });

  it("prints the package version with --version", async () => {
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../package.json"), "utf8")) as {
      version: string;
    };
    const run = await scan("--version");
    expect(run).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it.each([
    [["--bogus", "x.pdf"], /Unknown option '--bogus'/],
    [["--numbering", "alphabetic", "x.pdf"], /--numbering must be one of index, section, not "alphabetic"/],
    [["--title", "short", "x.pdf"], /--title must be one of description, section-type/],
    [["--format", "csv", "x.pdf"], /--format needs --out FILE/],
    [["--format", "pdf", "--out", "x.out", "x.pdf"], /--format must be one of procore, csv, register, viewpoint/],
    [["--xlsx", "a.xlsx", "--out", "b.xlsx", "x.pdf"], /--xlsx is shorthand/],
    [["--start-number", "0", "x.pdf"], /--start-number must be 1 to 99999/],
    [["--xlsx"], /argument missing|--xlsx/],
  ])("exits 2 with the usage on stderr for %j", async (args, message) => {
    const run = await scan(...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain("Usage: submittal-scan");
  });

  it("reads the PDF from standard input with -", async () => {
    const fromFile = await scan(file("book.pdf"));
    const run = await runScanCliWithInput(readFileSync(file("book.pdf")), ["-"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(fromFile.stdout);
  });

  it("names standard input as - when it is not a PDF", async () => {
    const run = await runScanCliWithInput(Buffer.from("not a pdf at all"), ["-"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^-: .*not a PDF/);
  });

  it("accepts --xlsx=FILE and -- before the file names", async () => {
    const run = await scan(`--xlsx=${file("equals.xlsx")}`, "--", file("book.pdf"));
    expect(run.code).toBe(0);
    const [sheet] = await readExcelFile(new Uint8Array(readFileSync(file("equals.xlsx"))).buffer);
    expect(sheet!.data[0]).toEqual(SUBMITTAL_HEADERS);
  });
});

describe("scan command export options", () => {
  const column = (rows: unknown[][], name: string) => rows.slice(1).map((r) => r[SUBMITTAL_HEADERS.indexOf(name)]);

  it("writes the Procore workbook with the manager, per-section numbers and section-type titles", async () => {
    const out = file("settings.xlsx");
    const run = await scan(
      "--format",
      "procore",
      "--out",
      out,
      "--submittal-manager",
      "Dana Reyes",
      "--numbering",
      "section",
      "--start-number",
      "3",
      "--title",
      "section-type",
      file("book.pdf"),
    );
    expect(run.code).toBe(0);
    const [sheet] = await readExcelFile(new Uint8Array(readFileSync(out)).buffer);
    const rows = sheet!.data;
    expect(rows[0]).toEqual(SUBMITTAL_HEADERS);
    expect(new Set(column(rows, "Submittal Manager"))).toEqual(new Set(["Dana Reyes"]));
    expect(column(rows, "Submittal Number").slice(0, 3)).toEqual(["09 91 23-3", "09 91 23-4", "09 91 23-5"]);
    expect(column(rows, "Submittal Title")[0]).toBe("Interior Painting – Product Data");
  });

  it("writes running numbers from --start-number and descriptions as titles with --numbering index --title description", async () => {
    const out = file("index.xlsx");
    const run = await scan(
      "--xlsx",
      out,
      "--numbering",
      "index",
      "--start-number",
      "10",
      "--title",
      "description",
      file("book.pdf"),
    );
    expect(run.code).toBe(0);
    const register = extractedDataSchema.parse(JSON.parse(run.stdout));
    const [sheet] = await readExcelFile(new Uint8Array(readFileSync(out)).buffer, { trim: false });
    expect(column(sheet!.data, "Submittal Number")).toEqual(register.submittals.map((_, i) => 10 + i));
    expect(column(sheet!.data, "Submittal Title")).toEqual(register.submittals.map((s) => s.description));
  });

  it("writes the same columns as CSV with --format csv", async () => {
    const out = file("out.csv");
    const run = await scan("--format", "csv", "--out", out, "--submittal-manager", "Dana Reyes", file("book.pdf"));
    expect(run.code).toBe(0);
    const register = extractedDataSchema.parse(JSON.parse(run.stdout));
    const { bom, rows } = parseCsv(readFileSync(out, "utf8"));
    expect(bom).toBe(true);
    expect(rows[0]).toEqual(SUBMITTAL_HEADERS);
    expect(rows).toHaveLength(register.submittals.length + 1);
    expect(column(rows, "Submittal Number")).toEqual(register.submittals.map((_, i) => String(i + 1)));
  });

  it("writes the plain register with --format register", async () => {
    const out = file("register.xlsx");
    const run = await scan("--format", "register", "--out", out, file("book.pdf"));
    expect(run.code).toBe(0);
    const [sheet] = await readExcelFile(new Uint8Array(readFileSync(out)).buffer);
    expect(sheet!.sheet).toBe("Submittal Register");
    expect(sheet!.data[0]).toEqual(REGISTER_COLUMNS.map((c) => c.header));
  });

  it("writes Viewpoint Team's import layout with --format viewpoint", async () => {
    const out = file("viewpoint.xlsx");
    const run = await scan("--format", "viewpoint", "--out", out, "--numbering", "section", file("book.pdf"));
    expect(run.code).toBe(0);
    const sheets = await readExcelFile(new Uint8Array(readFileSync(out)).buffer);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.data[0]).toEqual(VIEWPOINT_COLUMNS.map((c) => c.header));
    expect(sheets[0]!.data[1]![0]).toBe("09 91 23-1");
  });

  it("warns on stderr when a Viewpoint file passes Viewpoint Team's 1,000 items or 50 KB, and still writes it", async () => {
    const out = file("mechanical-viewpoint.xlsx");
    const run = await scan("--format", "viewpoint", "--out", out, file("mechanical.pdf"));
    expect(run.code).toBe(0);
    const count = extractedDataSchema.parse(JSON.parse(run.stdout)).submittals.length;
    expect(count).toBe(1024);
    const bytes = readFileSync(out).length;
    expect(bytes).toBeGreaterThan(50_000);
    expect(run.stderr.split("\n").filter((line) => line.startsWith("Warning: "))).toEqual([
      `Warning: ${out}: Viewpoint Team imports at most 1,000 submittals from one file; this file has 1,024.`,
      `Warning: ${out}: Viewpoint Team imports files under 50 KB; this file is ${Math.ceil(bytes / 1000)} KB. Export fewer submittals at a time, for example one division.`,
    ]);
  });

  it("--procore-check lists the problems on stderr and exits 1, still printing the register", async () => {
    const run = await scan("--procore-check", file("book.pdf"));
    expect(run.code).toBe(1);
    extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(run.stderr).toMatch(/^Procore check: row 1 \(1\): Submittal Manager is empty$/m);
    expect(run.stderr).toMatch(/^Procore check: \d+ problem\(s\) remain \(--fix-procore fixes what it can\)\.$/m);
  });

  it("checks a Procore file by default: the findings are warnings, the file is written, the exit is 0", async () => {
    const out = file("checked-by-default.xlsx");
    const run = await scan("--xlsx", out, file("book.pdf"));
    expect(run.code).toBe(0);
    extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(run.stderr).toMatch(/^Warning: Procore check: Submittal Manager is empty on \d+ rows \(rows 1, 2, 3/m);
    expect(run.stderr).toMatch(
      new RegExp(
        `^Warning: Procore check: \\d+ problem\\(s\\) remain .*; ${out.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} was written as it is\\.$`,
        "m",
      ),
    );
    expect(existsSync(out)).toBe(true);
  });

  it("--no-procore-check writes the file without checking it", async () => {
    const run = await scan("--no-procore-check", "--xlsx", file("unchecked.xlsx"), file("book.pdf"));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(existsSync(file("unchecked.xlsx"))).toBe(true);
  });

  it("--type-map applies the company's types from a JSON or CSV file, as the export dialog does", async () => {
    writeFileSync(file("types.json"), JSON.stringify({ "Product Data": "Product Information" }));
    writeFileSync(file("types.csv"), 'Register type,Company type\r\n"Product Data","Product Information"\r\n');
    for (const map of ["types.json", "types.csv"]) {
      const out = file(`mapped-${map}.xlsx`);
      const run = await scan(
        "--type-map",
        file(map),
        "--submittal-manager",
        "Dana Reyes",
        "--xlsx",
        out,
        file("book.pdf"),
      );
      expect(run.code).toBe(0);
      const registerTypes = extractedDataSchema
        .parse(JSON.parse(run.stdout))
        .submittals.filter((s) => !s.excluded)
        .map((s) => s.submittalType);
      expect(registerTypes).toContain("Product Data");
      const [sheet] = await readExcelFile(new Uint8Array(readFileSync(out)).buffer);
      const written = column(sheet!.data, "Submittal Type").map(String);
      expect(written).toEqual(registerTypes.map((type) => (type === "Product Data" ? "Product Information" : type)));
      // The other types are not in the company's list, and the default check says so without failing.
      expect(run.stderr).not.toMatch(/Product Data/);
    }
  });

  it.each([
    ["types-bad.json", "{ not json", /--type-map: .* is not valid JSON/],
    ["types-bad.csv", "Product Data\n", /--type-map: line 1 needs two columns/],
  ])("a bad --type-map file (%s) is a usage error before any page is read", async (name, content, message) => {
    writeFileSync(file(name), content);
    const run = await scan("--type-map", file(name), "--xlsx", file("never.xlsx"), file("book.pdf"));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain("Usage: submittal-scan");
    expect(existsSync(file("never.xlsx"))).toBe(false);
  });

  it("--procore-check exits 0 when nothing remains", async () => {
    const run = await scan("--procore-check", "--submittal-manager", "Dana Reyes", file("book.pdf"));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
  });

  it("titles a requirement longer than Procore's 255 characters within it, the full paragraph kept in the details", async () => {
    // The engine's titles never need --fix-procore (its check and fixes are tested with edited registers in src/export).
    const run = await scan("--procore-check", "--submittal-manager", "Dana Reyes", file("long-title.pdf"));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const [item] = extractedDataSchema.parse(JSON.parse(run.stdout)).submittals;
    expect(item!.description.length).toBeLessThanOrEqual(255);
    expect(item!.description).toMatch(/^Coordination Drawings: Show the routing of ductwork/);
    expect(item!.specifications.length).toBeGreaterThan(255);
    expect(item!.specifications).toMatch(/and all access panels\.$/);
  });
});

describe("scan command with the AI pass", () => {
  let server: FakeOpenAiServer;
  let failing: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer(() => ({
      content: JSON.stringify({
        items: [
          {
            submittalType: "Product Data",
            description: "Fume hoods",
            ref: "1.1.A",
            category: "action",
            quote: SUMMARY,
          },
        ],
      }),
    }));
    failing = await startFakeOpenAiServer(() => ({ status: 500 }));
  });
  afterAll(async () => {
    await server.close();
    await failing.close();
  });
  const llmEnv = (baseUrl: string, extra: Record<string, string> = {}) =>
    cliEnv({ LLM_BASE_URL: baseUrl, LLM_API_KEY: "test-key", LLM_MODEL: "test-model", ...extra });

  it("adds the verified AI items when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set", async () => {
    const run = await runScanCli(["--json", file("hoods.pdf")], llmEnv(server.baseUrl));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    const data = extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(data.submittals.filter((item) => item.origin === "ai")).toEqual([
      expect.objectContaining({ section: "11 53 13", description: "Fume hoods", sourceText: SUMMARY, page: 1 }),
    ]);
    const request = server.requests.at(-1)!;
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("test-model");
    expect(request.body.messages.at(-1)?.content).toContain(SUMMARY);
  });

  it("runs rules only without the variables", async () => {
    const before = server.requests.length;
    const run = await scan("--json", file("hoods.pdf"));
    expect(run.code).toBe(0);
    const data = extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(data.submittals.some((item) => item.origin === "ai")).toBe(false);
    expect(server.requests.length).toBe(before);
  });

  it("falls back to the rule results with a warning on stderr when the endpoint fails", async () => {
    const rulesOnly = extractedDataSchema.parse(JSON.parse((await scan("--json", file("book.pdf"))).stdout));
    const run = await runScanCli(["--json", file("book.pdf")], llmEnv(failing.baseUrl, { LLM_ALL_SECTIONS: "true" }));
    expect(run.code).toBe(0);
    expect(failing.requests.length).toBeGreaterThan(0);
    const data = extractedDataSchema.parse(JSON.parse(run.stdout));
    expect(data.submittals).toEqual(rulesOnly.submittals);
    expect(data.warnings).toContainEqual(expect.stringMatching(/^AI pass unavailable: the AI service answered 500/));
    expect(run.stderr).toMatch(/^Warning: AI pass unavailable: the AI service answered 500.*rule-based parser\.$/m);
  });

  it.each([
    [{ LLM_BASE_URL: "http://127.0.0.1:9/v1" }, /LLM_API_KEY is required.*LLM_MODEL is required/],
    [{ LLM_BASE_URL: "not a url", LLM_API_KEY: "k", LLM_MODEL: "m" }, /LLM_BASE_URL/],
    [
      { LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_API_KEY: "k", LLM_MODEL: "m", LLM_CONCURRENCY: "0" },
      /LLM_CONCURRENCY/,
    ],
  ])("stops before scanning on an invalid AI configuration %o", async (settings, message) => {
    const run = await runScanCli(["--json", file("book.pdf")], cliEnv(settings));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^Invalid AI pass configuration: /);
    expect(run.stderr).toMatch(message);
  });

  it("shows each item's region, listed details and suggestions in --json, and leaves suggestions out of --xlsx", async () => {
    const run = await scan("--json", "--xlsx", file("roofing.xlsx"), file("roofing.pdf"));
    expect(run.code).toBe(0);
    const data = extractedDataSchema.parse(JSON.parse(run.stdout));
    const [drawings, warranty] = data.submittals;
    expect(drawings).toMatchObject({
      ref: "1.3.A",
      submittalType: "Shop Drawings",
      bbox: { page: 1 },
      items: ["Include base flashings and membrane terminations.", "Include tapered insulation layout."],
    });
    expect(drawings!.bbox!.y1).toBeGreaterThan(drawings!.bbox!.y0);
    expect(warranty).toMatchObject({
      ref: "1.8.A",
      submittalType: "Warranty",
      category: "closeout",
      excluded: true,
      suggested: true,
      suggestionReason: "Warranty article; not listed under Submittals",
      bbox: { page: 1 },
    });
    const sheets = await readExcelFile(new Uint8Array(readFileSync(file("roofing.xlsx"))).buffer);
    const cells = sheets[0]!.data.flat().map(String);
    expect(cells.some((c) => c.includes("For roofing system"))).toBe(true);
    expect(cells.some((c) => c.includes("Manufacturer's Warranty"))).toBe(false);
  });
});
