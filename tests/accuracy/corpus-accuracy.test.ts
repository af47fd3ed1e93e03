// An extra, named gate for machines that have the third-party evaluation corpora beside the checkout (../shared): the
// scan command scored against each hand-labelled corpus with its own floors, a little below what the rules reach today.
// Without them each gate prints one line saying it was skipped and why; the gate every clone runs is
// repository-specs-accuracy.test.ts. No other test reads ../shared.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const evaluator = resolve(root, "../shared/eval/evaluate.mjs");
const scanCli = resolve(root, "dist/scan.js");

type Floors = { recall: number; precision: number; typeAcc: number; sectionRecall: number };

const GATES: ReadonlyArray<{ name: string; corpus: string; floors: Floors }> = [
  {
    // Reached on 2026-11-24: recall 1.000, precision 1.000, type accuracy 1.000, section recall 1.000 (100 items, 29
    // sections). Each floor allows one or two items (one section) of slack.
    name: "the labelled corpus",
    corpus: resolve(root, "../shared/corpus"),
    floors: { recall: 0.98, precision: 0.98, typeAcc: 0.98, sectionRecall: 0.96 },
  },
  {
    // A whole engineering book's sections, most without paragraph letters, and 26 keyed sections of a whole county
    // manual (added to the corpus on 2026-12-01; only its keyed sections are scored). Reached on 2026-12-01 with the
    // fitted include decision: recall 0.984 (123/125), precision 0.932 (123/132), type accuracy 0.984, section recall
    // 1.000 (34 sections); before it, on the same data, 0.960 and 0.889. Each floor allows two or three items of slack.
    name: "the next corpus",
    corpus: resolve(root, "../shared/corpus-next"),
    floors: { recall: 0.96, precision: 0.91, typeAcc: 0.95, sectionRecall: 0.95 },
  },
];

describe.each(GATES)("scanner accuracy on $name", ({ name, corpus, floors }) => {
  const haveCorpus = existsSync(corpus) && existsSync(evaluator);
  if (!haveCorpus) {
    const missing = existsSync(corpus) ? relative(root, evaluator) : relative(root, corpus);
    console.info(
      `skipped: corpus accuracy gate on ${name}: ${missing} is not beside the checkout (internal evaluation data)`,
    );
  }

  it.skipIf(!haveCorpus)(
    "meets the recall, precision and type-accuracy floor",
    async () => {
      expect(existsSync(scanCli), "dist/scan.js is missing: run `npm run build:node` first").toBe(true);
      const args = [evaluator, "--corpus", corpus, "--cmd", `node ${scanCli} --json`];
      args.push(
        "--min-recall",
        String(floors.recall),
        "--min-precision",
        String(floors.precision),
        "--min-type-acc",
        String(floors.typeAcc),
      );
      const result = await promisify(execFile)("node", args, { cwd: root, maxBuffer: 64 << 20 }).catch(
        (error: { stdout?: string; code?: number }) => ({ stdout: error.stdout ?? "", failed: true }),
      );
      const summary = result.stdout.trim().split("\n").pop() ?? "";
      expect(summary).toMatch(/^recall=/);
      const figures = Object.fromEntries(summary.split(" ").map((kv) => kv.split("=") as [string, string]));
      expect(Number(figures.recall), summary).toBeGreaterThanOrEqual(floors.recall);
      expect(Number(figures.precision), summary).toBeGreaterThanOrEqual(floors.precision);
      expect(Number(figures.type_acc), summary).toBeGreaterThanOrEqual(floors.typeAcc);
      expect(Number(figures.section_recall), summary).toBeGreaterThanOrEqual(floors.sectionRecall);
      expect(Number(figures.division_acc), summary).toBe(1);
      expect(Number(figures.failed), summary).toBe(0);
      expect("failed" in result, result.stdout).toBe(false);
    },
    10 * 60_000,
  );
});
