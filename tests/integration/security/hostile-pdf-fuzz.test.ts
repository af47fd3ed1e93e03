// Generated hostile PDFs (tests/fixtures/pdf/hostile-pdf-generator.ts; a fixed seed, light files) through the built
// server with the embedded database, one at a time from three accounts, while a fourth account scans a 1-page section
// again and again (tests/fixtures/scans/hostile-fuzz-run.ts). The invariants of issue "Robustness and security III":
// the server's peak RSS under a ceiling (the goal is 600 MB); every bystander scan completed within 60 s; every hostile
// file completed, failed with a human message, or refused at the upload, and its credits as finish-scan.ts and
// decision 0265 have them; no 5xx; every ledger equal to its balance.
// 30 files, not 60: 40 took 206 s on the shared 2-core machine at a load average of 15 (561 s beside a second run),
// so 30 stay well inside CI's six minutes on a loaded box; `npm run fuzz:pdf` runs full-size files for longer
// (docs/decisions/0291-hostile-pdfs-generated-from-a-seed.md).
// Memory: these files took the server to 798-821 MB while the page budget held every content stream of a page twice
// to measure its text. Measured one stream at a time, with bytes given back to the budget collected past 32 MB a
// thread, the run peaked at 554-596 MB (load 2-4); with two malloc arenas, as `npm start` and the test servers run,
// at 512-522 MB (docs/decisions/0302-the-page-budget-holds-one-content-stream-at-a-time.md). The ceiling is the
// goal, 600 MB: what was measured plus a margin of about 80 MB for a loaded machine, so it fails on anything worse.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { runHostileFuzz, summaryOf, worstOf } from "../../fixtures/scans/hostile-fuzz-run";

const SEED = 20261202;
const FILES = 30;
/** The goal of the issue, and what this run asserts: measured 512-522 MB, plus about 80 MB (see above). */
const CEILING_MB = 600;

const dir = mkdtempSync(join(tmpdir(), "hostile-fuzz-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(`keeps every invariant over ${FILES} generated hostile PDFs (seed ${SEED})`, { timeout: 900_000 }, async () => {
  const report = await runHostileFuzz({ count: FILES, seed: SEED, dir, light: true, fileWaitMs: 240_000 });
  console.log([summaryOf(report), ...worstOf(report)].join("\n"));
  expect(report.files).toHaveLength(FILES);
  expect(report.serverPeakRssMb).toBeLessThan(CEILING_MB);
  expect(report.bystander.length).toBeGreaterThan(0);
  expect(report.bystander.filter((b) => b.status !== "completed" || b.seconds > 60)).toEqual([]);
  expect(
    report.files.filter((f) => f.problems.length > 0).map((f) => `${f.file.name}: ${f.problems.join("; ")}`),
  ).toEqual([]);
  expect(report.serverErrors).toEqual([]);
  expect(report.ledgerProblems).toEqual([]);
  // Not all one ending: the generator's parts reach each of them.
  const outcomes = new Set(report.files.map((f) => f.outcome));
  expect(outcomes.has("failed")).toBe(true);
  expect(outcomes.has("completed") || outcomes.has("refused")).toBe(true);
});
