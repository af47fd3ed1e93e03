// Scores a scanned register against hand-labelled sections (the label format of tests/fixtures/specs/labels): which
// labelled submittals were found, which found items were labelled, whether their types and divisions agree.
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Submittal } from "../../src/contract/submittal";
import { matchItems, matchWords } from "../../scripts/include-model/match-labels";

const labelledSubmittalSchema = z.object({
  type: z.string(),
  description: z.string(),
  ref: z.string(),
  category: z.enum(["action", "informational", "closeout", "other"]),
});

const labelFileSchema = z.object({
  source: z.string(),
  sections: z.array(
    z.object({
      section: z.string(),
      title: z.string(),
      division: z.string(),
      submittals: z.array(labelledSubmittalSchema),
    }),
  ),
});

export type LabelledSection = z.infer<typeof labelFileSchema>["sections"][number];

export function readLabels(path: string): LabelledSection[] {
  return labelFileSchema.parse(JSON.parse(readFileSync(path, "utf8"))).sections;
}

export type Score = {
  labelled: number;
  found: number;
  matched: number;
  typeAgrees: number;
  divisionAgrees: number;
  sections: number;
  sectionsFound: number;
  /** Labelled submittals no item matched, and items no label matched: what to look at when a floor is missed. */
  missed: string[];
  extra: string[];
};

const divisionCode = (text: string) => /\d{2}/.exec(text)?.[0] ?? "";

/**
 * Found items are matched to labels as the external evaluator matches them (`matchItems`: the same paragraph
 * reference, or 60% of the label's words in the item, best pairs first, each side once); items switched off as
 * suggestions (excluded) are not scored.
 */
export function scoreRegister(labelled: LabelledSection[], submittals: Submittal[]): Score {
  const items = submittals.filter((item) => item.excluded !== true);
  const { matched } = matchItems(labelled, items);
  const itemOfKey = new Map([...matched].map(([item, key]) => [key, items[item]!]));
  const score: Score = {
    labelled: 0,
    found: items.length,
    matched: matched.size,
    typeAgrees: 0,
    divisionAgrees: 0,
    sections: 0,
    sectionsFound: 0,
    missed: [],
    extra: [],
  };
  let key = 0;
  for (const section of labelled) {
    if (section.submittals.length > 0) score.sections++;
    let sectionFound = false;
    for (const label of section.submittals) {
      score.labelled++;
      const match = itemOfKey.get(key++);
      if (!match) {
        score.missed.push(`${section.section} ${label.ref} ${label.type}: ${label.description}`);
        continue;
      }
      sectionFound = true;
      // The type agrees when the canonical type or the source's own label (kept beside it) shares a word with the
      // labelled type, as the external evaluator judges it; "Other" never counts.
      const typeWords = matchWords(`${match.submittalType} ${match.label ?? ""}`);
      if (match.submittalType !== "Other" && [...matchWords(label.type)].some((w) => typeWords.has(w)))
        score.typeAgrees++;
      if (divisionCode(match.division) === divisionCode(section.division)) score.divisionAgrees++;
    }
    if (sectionFound) score.sectionsFound++;
  }
  items.forEach((item, i) => {
    if (!matched.has(i))
      score.extra.push(`${item.section} ${item.ref ?? ""} ${item.submittalType}: ${item.description}`);
  });
  return score;
}

export function addScores(a: Score, b: Score): Score {
  return {
    labelled: a.labelled + b.labelled,
    found: a.found + b.found,
    matched: a.matched + b.matched,
    typeAgrees: a.typeAgrees + b.typeAgrees,
    divisionAgrees: a.divisionAgrees + b.divisionAgrees,
    sections: a.sections + b.sections,
    sectionsFound: a.sectionsFound + b.sectionsFound,
    missed: [...a.missed, ...b.missed],
    extra: [...a.extra, ...b.extra],
  };
}

export function figures(score: Score) {
  const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);
  return {
    recall: ratio(score.matched, score.labelled),
    precision: ratio(score.matched, score.found),
    typeAcc: ratio(score.typeAgrees, score.matched),
    divisionAcc: ratio(score.divisionAgrees, score.matched),
    sectionRecall: ratio(score.sectionsFound, score.sections),
  };
}

export function summary(score: Score): string {
  const f = figures(score);
  return (
    `recall ${f.recall.toFixed(3)} (${score.matched}/${score.labelled}), precision ${f.precision.toFixed(3)} ` +
    `(${score.matched}/${score.found}), type accuracy ${f.typeAcc.toFixed(3)}, division accuracy ` +
    `${f.divisionAcc.toFixed(3)}, sections ${score.sectionsFound}/${score.sections}`
  );
}
