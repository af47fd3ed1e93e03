// The scan command as users run it: the built bundle in a child process, real PDFs written for the test.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractedDataSchema } from "../contract/submittal";
import { writeSpecBookPdf } from "../../tests/fixtures/engine/spec-book-pdf";
import { LETTERED_BOOK, UFGS_BOOK } from "../../tests/fixtures/engine/golden-books";
import { writePdf } from "../../tests/fixtures/pdf/write-pdf";

const cli = resolve(import.meta.dirname, "../../dist/scan.js");
const work = mkdtempSync(join(tmpdir(), "scan-cli-"));
const file = (name: string) => join(work, name);

type Run = { code: number; stdout: string; stderr: string };

async function scan(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)("node", [cli, ...args], { maxBuffer: 64 << 20 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  expect(existsSync(cli), "dist/scan.js is missing: run `npm run build:node` first").toBe(true);
  await writeSpecBookPdf(file("book.pdf"), LETTERED_BOOK);
  await writeSpecBookPdf(file("ufgs.pdf"), UFGS_BOOK);
  await writePdf(file("locked.pdf"), (doc) => doc.text("secret"), { userPassword: "pw", ownerPassword: "owner" });
  writeFileSync(file("notes.pdf"), "just some text, not a PDF\n");
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

  it("writes the import workbook with --xlsx", async () => {
    const run = await scan("--json", "--xlsx", file("out.xlsx"), file("book.pdf"));
    expect(run.code).toBe(0);
    expect(readFileSync(file("out.xlsx")).subarray(0, 2).toString()).toBe("PK");
  });

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
  });

  it("explains its usage when given no file", async () => {
    const run = await scan("--json");
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Usage: scan/);
  });
});
