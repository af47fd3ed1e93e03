// `submittal-scan --compare` as users run it: the built bundle in a child process, two issues of a book printed
// from the repository's own section texts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import readExcelFile from "read-excel-file/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHED_NOT_INSTRUCTED, registerComparisonSchema } from "../contract/register-comparison";
import { VARIANCE_COLUMNS } from "../export/variance-workbook";
import {
  RAILINGS_REVISION,
  writeAddendum,
  writeFirstIssue,
  writeNextIssue,
  writeProjectManual,
} from "../../tests/fixtures/specs/revisions";
import { SCAN_CLI, runScanCli, type CliRun } from "../../tests/fixtures/cli/run-scan-cli";
import {
  SPRINKLER_ITEMS,
  SPRINKLERS,
  writeAddendumAttachingSection,
  writeIssuePdfs,
} from "../../tests/fixtures/projects/revised-issues";

const work = mkdtempSync(join(tmpdir(), "compare-cli-"));
const file = (name: string) => join(work, name);

const run = (...args: string[]): Promise<CliRun> => runScanCli(args);

beforeAll(async () => {
  expect(existsSync(SCAN_CLI), "dist/scan.js is missing: run `npm run build:node` first").toBe(true);
  // The project tests' issues in a folder of their own: their addendum is named like the one below.
  mkdirSync(file("issues"));
  await Promise.all([
    writeFirstIssue(file("first.pdf")),
    writeNextIssue(file("next.pdf")),
    writeProjectManual(file("manual.pdf")),
    writeAddendum(file("addendum-01.pdf")),
    writeIssuePdfs(file("issues")),
    writeAddendumAttachingSection(file("addendum-03.pdf")),
  ]);
  writeFileSync(file("not-a-register.json"), JSON.stringify({ items: [] }));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("submittal-scan --compare", () => {
  it("compares two PDFs, prints the comparison as JSON and writes the variance report", async () => {
    const result = await run(
      "--compare",
      "--json",
      "--out",
      file("variance.xlsx"),
      file("first.pdf"),
      file("next.pdf"),
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const comparison = registerComparisonSchema.parse(JSON.parse(result.stdout));
    expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([
      ["01 11 00", "added"],
      ["05 52 00", "changed"],
    ]);
    expect(comparison.counts).toMatchObject({ changed: 1, added: 1, removed: 1 });
    const sheets = await readExcelFile(new Uint8Array(readFileSync(file("variance.xlsx"))).buffer);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(VARIANCE_COLUMNS.map((c) => c.header));
    expect(rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      ["01 11 00", "1.1:SD-01:1", "Added (section added)"],
      ["05 52 00", `${RAILINGS_REVISION.reworded.old} → ${RAILINGS_REVISION.reworded.new}`, "Changed"],
      ["05 52 00", RAILINGS_REVISION.deleted.old, "Removed"],
    ]);
    expect(String(rows[1]![5])).toContain(RAILINGS_REVISION.reworded.description);
  });

  it("compares two register files the scan printed, told from PDFs by their content, as it compares the PDFs", async () => {
    for (const name of ["first", "next"]) {
      const scan = await run(file(`${name}.pdf`));
      expect(scan.code).toBe(0);
      // No .json ending: the content says what the file is.
      writeFileSync(file(`${name}-register`), scan.stdout);
    }
    const fromJson = await run("--compare", file("first-register"), file("next-register"));
    const fromPdf = await run("--compare", file("first.pdf"), file("next.pdf"));
    expect(fromJson.code).toBe(0);
    expect(fromJson.stdout).toBe(fromPdf.stdout);
    expect(fromJson.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("applies an addendum's instructions with --addendum", async () => {
    const result = await run("--compare", "--addendum", file("manual.pdf"), file("addendum-01.pdf"));
    expect(result.code).toBe(0);
    const comparison = registerComparisonSchema.parse(JSON.parse(result.stdout));
    expect(comparison.sections.map((s) => [s.section, s.kind, s.instruction])).toEqual([
      ["01 11 00", "deleted-by-addendum", "1. Delete Section 01 11 00 in its entirety."],
      ["05 52 00", "replaced", "1. Replace Section 05 52 00 with the attached revised Section 05 52 00."],
    ]);
  });

  it("lists a section the addendum attaches without an instruction, and adds it only with --add-attached", async () => {
    // The book of the project tests (summary of work, metal railings) and an addendum that replaces the railings
    // and also carries the sprinkler section, which no instruction names.
    const args = ["--compare", "--addendum", file("issues/project-manual.pdf"), file("addendum-03.pdf")];
    const listed = await run(...args);
    expect(listed.code).toBe(0);
    const comparison = registerComparisonSchema.parse(JSON.parse(listed.stdout));
    expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([
      ["01 11 00", "unchanged"],
      ["05 52 00", "replaced"],
    ]);
    expect(comparison.attached?.map((a) => [a.section, a.added])).toEqual([[SPRINKLERS.number, false]]);
    // The group heading is not an item: its three deliverables are.
    expect(comparison.attached![0]!.items.map((i) => [i.ref, i.description, i.submittalType])).toEqual(SPRINKLER_ITEMS);
    expect(listed.stderr).toContain(
      `${ATTACHED_NOT_INSTRUCTED}: Section ${SPRINKLERS.number} ${SPRINKLERS.title}, 4 items, not added (--add-attached adds them)`,
    );
    for (const [ref, description] of SPRINKLER_ITEMS) expect(listed.stderr).toContain(`  ${ref} ${description}`);
    expect(listed.stderr).not.toContain(SPRINKLERS.heading);

    const added = await run("--add-attached", ...args);
    expect(added.code).toBe(0);
    const withAttached = registerComparisonSchema.parse(JSON.parse(added.stdout));
    expect(withAttached.sections.at(-1)).toMatchObject({
      section: SPRINKLERS.number,
      kind: "added",
      instruction: ATTACHED_NOT_INSTRUCTED,
      counts: { added: 4 },
    });
    expect(withAttached.attached?.map((a) => [a.section, a.added])).toEqual([[SPRINKLERS.number, true]]);
    expect(added.stderr).toContain(`Section ${SPRINKLERS.number} ${SPRINKLERS.title}, 4 items, added as new`);
  });

  it("names a JSON file that is not a register and exits 1", async () => {
    const result = await run("--compare", file("not-a-register.json"), file("next.pdf"));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(
      new RegExp(`^${file("not-a-register.json")}: not a submittal register \\(submittals: `),
    );
  });

  it.each([
    [["--compare", "first.pdf"], /--compare needs two files/],
    [["--compare", "a.pdf", "b.pdf", "c.pdf"], /--compare needs two files/],
    [["--compare", "--xlsx", "x.xlsx", "a.pdf", "b.pdf"], /--xlsx is an export option/],
    [["--addendum", "a.pdf"], /--addendum goes with --compare/],
    [["--compare", "--add-attached", "a.pdf", "b.pdf"], /--add-attached goes with --compare --addendum/],
    [["--compare", "missing-old.pdf", "missing-new.pdf"], /^File not found: missing-old\.pdf/],
  ])("exits 2 with the usage on stderr for %j", async (args, message) => {
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("Usage: submittal-scan");
  });

  it("explains --compare in --help", async () => {
    const result = await run("--help");
    expect(result.stdout).toContain("--compare OLD NEW");
    expect(result.stdout).toContain("--addendum");
    expect(result.stdout).toContain("--add-attached");
  });
});
