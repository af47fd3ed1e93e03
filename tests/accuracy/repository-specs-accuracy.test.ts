// The accuracy gate every clone runs: the engine scans the PDFs printed from the public-domain specifications in
// tests/fixtures/specs (as published, line-numbered, a book of two sections, set in two columns, a section that
// requires no submittals, a scanned copy read by OCR) and its register is scored against the hand-made labels there.
// Floors sit a little below what the rules reach today.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scanPdf } from "../../src/engine/scan-pdf";
import { SPEC_PDFS, specPdf, type SpecPdfName } from "../fixtures/specs/write-spec-pdfs";
import { SPECS_DIR } from "../fixtures/specs/spec-texts";
import { addScores, figures, readLabels, scoreRegister, summary, type Score } from "./score-register";

// Reached on 2026-12-01 over 33 PDFs (233 labelled submittals by two federal authors, UFGS and VA, counting each copy
// of a section) with the fitted include decision: recall 0.996, precision 0.963, type accuracy 0.961, division accuracy
// 1.000, 33/33 sections. The decision was fitted on these sections among others, so this is not what it is worth on
// unseen authors (npm run train:include prints that, each author held out); the floor guards the committed weights.
// On 2026-12-03, over 43 sections (294 matched): recall 1.000, precision 0.980, type accuracy 0.949 (the VA firestopping
// list of classification numbers, now found, has no type in the vocabulary and comes in as Other).
// Each floor allows about three items of slack; every section must be found, each item in its section's division.
const FLOORS = { recall: 0.98, precision: 0.95, typeAcc: 0.94, sectionRecall: 1, divisionAcc: 1 };
// The two-column prints on their own (15 labelled submittals; 1.000 on every figure on 2026-11-26): one item of slack.
// Read line by line across the gutter, the lines of both columns interleave and the UFGS list is lost (2 of 15 found).
const TWO_COLUMN_FLOORS = { recall: 0.93, precision: 0.93, typeAcc: 0.93, sectionRecall: 1, divisionAcc: 1 };

const names = Object.keys(SPEC_PDFS) as SpecPdfName[];
const scores = new Map<SpecPdfName, Score>();

describe("scanner accuracy on the specifications in the repository", () => {
  it.each(names)(
    "scans %s and scores it against the labels",
    async (name) => {
      const pdf = SPEC_PDFS[name];
      const labelled = pdf.sections.flatMap((section) => readLabels(join(SPECS_DIR, "labels", `${section.key}.json`)));
      const register = await scanPdf(specPdf(name));
      const score = scoreRegister(labelled, register.submittals);
      scores.set(name, score);
      console.info(`${pdf.file} (${pdf.about}): ${summary(score)}`);
      if (score.labelled > 0) expect(score.matched, `nothing found in ${pdf.file}`).toBeGreaterThan(0);
    },
    10 * 60_000,
  );

  it("meets the recall, precision, type and division floors over all of them", () => {
    expect([...scores.keys()].sort()).toEqual([...names].sort());
    expectFloors("repository specifications", [...scores.values()], FLOORS);
  });

  it("meets its own floors on the pages set in two columns", () => {
    const twoColumn = names.filter((name) => SPEC_PDFS[name].layout === "two-column");
    expect(twoColumn.length).toBeGreaterThanOrEqual(2);
    expectFloors(
      "two-column prints",
      twoColumn.map((name) => scores.get(name)!),
      TWO_COLUMN_FLOORS,
    );
  });

  it("includes no item from a section that requires no submittals", () => {
    const none = names.filter((name) => scores.get(name)!.labelled === 0);
    expect(none.length).toBeGreaterThanOrEqual(1);
    for (const name of none) {
      expect(scores.get(name)!.extra, `${SPEC_PDFS[name].file} should give an empty register`).toEqual([]);
    }
  });
});

function expectFloors(what: string, scored: Score[], floors: typeof FLOORS): void {
  const total = scored.reduce(addScores);
  const line = summary(total);
  console.info(`${what}: ${line}`);
  const reached = figures(total);
  const detail = `${line}\nmissed: ${total.missed.join("; ") || "none"}\nextra: ${total.extra.join("; ") || "none"}`;
  expect(reached.recall, detail).toBeGreaterThanOrEqual(floors.recall);
  expect(reached.precision, detail).toBeGreaterThanOrEqual(floors.precision);
  expect(reached.typeAcc, detail).toBeGreaterThanOrEqual(floors.typeAcc);
  expect(reached.sectionRecall, detail).toBeGreaterThanOrEqual(floors.sectionRecall);
  expect(reached.divisionAcc, detail).toBeGreaterThanOrEqual(floors.divisionAcc);
}
