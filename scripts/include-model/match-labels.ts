// Matches register items to keyed submittals the way the external evaluator does: within one section, a pair matches
// on the same paragraph reference, or when 60% of the key's words (type and description) appear in the item's type,
// label, description, details or source text; the best-scoring pairs are taken first and each side matches once.
import type { Submittal } from "../../src/contract/submittal";
import type { KeyedSection } from "./labelled-sets";

const STOP = new Set(
  (
    "a an and as at be by each for from in include including of on or shall the to with which that this these those " +
    "its it is are all any per"
  ).split(" "),
);

function stem(word: string): string {
  if (word.startsWith("certif")) return "certif";
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && word.length > 3) return word.slice(0, -1);
  return word;
}

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .split(" ")
      .filter((w) => w !== "" && !STOP.has(w))
      .map(stem),
  );
}

export const sectionDigits = (section: string) => section.replace(/[^0-9]/g, "");

export const refKey = (ref: string) =>
  ref
    .toUpperCase()
    .split(/[^0-9A-Z]+/)
    .filter(Boolean)
    .map((t) => (/^\d+$/.test(t) ? String(Number(t)) : t))
    .join(".");

export type Match = { matched: Map<number, number>; keyed: number };

/** The words of a text as the matcher compares them (stop words out, plurals stemmed). */
export function matchWords(text: string): Set<string> {
  return words(text);
}

/**
 * Which item (index into `items`) each keyed submittal matched: the result maps an item's index to the key's index
 * (keys are numbered across the sections in order). Items of sections the key does not name match nothing.
 */
export function matchItems(
  sections: ReadonlyArray<Pick<KeyedSection, "section" | "submittals">>,
  items: Submittal[],
): Match {
  const keys = sections.flatMap((s) =>
    s.submittals.map((k) => ({
      section: sectionDigits(s.section),
      words: words(`${k.type} ${k.description}`),
      ref: refKey(k.ref),
    })),
  );
  const found = items.map((item) => ({
    section: sectionDigits(item.section),
    words: words(
      `${item.submittalType} ${item.label ?? ""} ${item.description} ${item.specifications} ${item.sourceText ?? ""}`,
    ),
    ref: refKey(item.ref ?? ""),
  }));
  const pairs: [number, number, number][] = [];
  keys.forEach((k, ki) =>
    found.forEach((f, fi) => {
      if (k.section !== f.section) return;
      let score = 0;
      if (k.ref !== "" && k.ref === f.ref) score = 1.5;
      else if (k.words.size > 0) score = [...k.words].filter((w) => f.words.has(w)).length / k.words.size;
      if (score >= 0.6) pairs.push([score, ki, fi]);
    }),
  );
  pairs.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const usedKeys = new Set<number>();
  const matched = new Map<number, number>();
  for (const [, ki, fi] of pairs) {
    if (usedKeys.has(ki) || matched.has(fi)) continue;
    usedKeys.add(ki);
    matched.set(fi, ki);
  }
  return { matched, keyed: keys.length };
}
