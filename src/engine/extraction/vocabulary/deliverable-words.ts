// The one tokenizer behind every "is this the same deliverable?" check (listed-overlap.ts, suggestion-overlap.ts):
// lowercase words of letters and digits, each check choosing which words it ignores and how it stems them.

export type DeliverableWordOptions = {
  /** Shortest word kept, counted before stemming. */
  minLength: number;
  /** Words left out (compared before stemming). */
  ignored?: ReadonlySet<string>;
  /** Keep apostrophes inside words ("owner's" stays one word). */
  keepApostrophes?: boolean;
  /** Drop a possessive "'s" before splitting ("manufacturer's" → "manufacturer"). */
  dropPossessives?: boolean;
  /** How a kept word is reduced to its stem; plural "s" dropped by default. */
  stem?: (word: string) => string;
};

const WORD_BREAK = /[^a-z0-9]+/;
const WORD_BREAK_KEEPING_APOSTROPHES = /[^a-z0-9']+/;
const POSSESSIVE = /['’]s\b/g;

/** "reports" → "report": a plural "s" dropped from words longer than three letters ("gas" stays). */
export function singular(word: string): string {
  return word.endsWith("s") && word.length > 3 ? word.slice(0, -1) : word;
}

/** The words of `text`, in order, as a "same deliverable" check compares them. */
export function deliverableWords(text: string, options: DeliverableWordOptions): string[] {
  const { minLength, ignored, keepApostrophes = false, dropPossessives = false, stem = singular } = options;
  let lower = text.toLowerCase();
  if (dropPossessives) lower = lower.replace(POSSESSIVE, "");
  return lower
    .split(keepApostrophes ? WORD_BREAK_KEEPING_APOSTROPHES : WORD_BREAK)
    .filter((w) => w.length >= minLength && !ignored?.has(w))
    .map(stem);
}
