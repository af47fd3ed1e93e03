// Scores a scanned register against hand-labelled sections (the label format of tests/fixtures/specs/labels): which
// labelled submittals were found, which found items were labelled, whether their types and divisions agree.
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Submittal } from "../../src/contract/submittal";

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

const STOP = new Set(
  "a an and as at be by each for from in of on or shall the to with all any per is are this that these".split(" "),
);

function stem(word: string): string {
  if (word.startsWith("certif")) return "certif";
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && word.length > 3) return word.slice(0, -1);
  return word;
}

function words(text: string): Set<string> {
  const tokens = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ");
  return new Set(tokens.filter((w) => w !== "" && !STOP.has(w)).map(stem));
}

const digits = (text: string) => text.replace(/[^0-9]/g, "");
const divisionCode = (text: string) => /\d{2}/.exec(text)?.[0] ?? "";
/** "1.3:SD-02:1", "1.3-SD-02-1" and "1.03:SD-02:1" are the same reference. */
const refKey = (ref: string) =>
  ref
    .toUpperCase()
    .split(/[^0-9A-Z]+/)
    .filter(Boolean)
    .map((t) => (/^\d+$/.test(t) ? String(Number(t)) : t))
    .join(".");

/**
 * A found item matches a label of the same section when both carry the same paragraph reference, or when at least 60%
 * of the label's words (type and description) appear in the item's type, description, specifications or source text.
 * Each label and each item matches once; items switched off as suggestions (excluded) are not scored.
 */
export function scoreRegister(labelled: LabelledSection[], submittals: Submittal[]): Score {
  const items = submittals.filter((item) => item.excluded !== true);
  const used = new Set<Submittal>();
  const score: Score = {
    labelled: 0,
    found: items.length,
    matched: 0,
    typeAgrees: 0,
    divisionAgrees: 0,
    sections: 0,
    sectionsFound: 0,
    missed: [],
    extra: [],
  };
  for (const section of labelled) {
    const inSection = items.filter((item) => digits(item.section) === digits(section.section));
    if (section.submittals.length > 0) score.sections++;
    let sectionFound = false;
    for (const label of section.submittals) {
      score.labelled++;
      const wanted = [...words(`${label.type} ${label.description}`)];
      const candidates = inSection.filter((item) => !used.has(item));
      const match =
        candidates.find((item) => item.ref !== undefined && refKey(item.ref) === refKey(label.ref)) ??
        candidates.find((item) => {
          const text = words(
            `${item.submittalType} ${item.label ?? ""} ${item.description} ${item.specifications ?? ""} ${item.sourceText ?? ""}`,
          );
          return wanted.filter((w) => text.has(w)).length >= 0.6 * wanted.length;
        });
      if (!match) {
        score.missed.push(`${section.section} ${label.ref} ${label.type}: ${label.description}`);
        continue;
      }
      used.add(match);
      sectionFound = true;
      score.matched++;
      // The type agrees when the canonical type or the source's own label (kept beside it) shares a word with the
      // labelled type, as the external evaluator judges it; "Other" never counts.
      const typeWords = words(`${match.submittalType} ${match.label ?? ""}`);
      if (match.submittalType !== "Other" && [...words(label.type)].some((w) => typeWords.has(w))) score.typeAgrees++;
      if (divisionCode(match.division) === divisionCode(section.division)) score.divisionAgrees++;
    }
    if (sectionFound) score.sectionsFound++;
  }
  for (const item of items) {
    if (!used.has(item))
      score.extra.push(`${item.section} ${item.ref ?? ""} ${item.submittalType}: ${item.description}`);
  }
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
