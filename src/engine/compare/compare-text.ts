// How alike two paragraphs are and where they differ, word by word: the comparison's measure of "the same
// requirement" and the spans the results page highlights. Whitespace and line breaks are layout, not text.

/** The text with every run of whitespace made one space and the ends trimmed: two printings of one paragraph agree. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The words of a text for similarity: letters and digits, lower-cased; punctuation and spacing do not count. */
export function similarityWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A text's words counted, ready for repeated similarity measures against other texts. */
export type WordBag = { counts: Map<string, number>; size: number };

export function wordBag(text: string): WordBag {
  const counts = new Map<string, number>();
  const words = similarityWords(text);
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return { counts, size: words.length };
}

/**
 * The Dice coefficient of two word bags, 0–1: twice the words they share (counted with repeats) over all their words.
 * Two empty texts are alike (1).
 */
export function similarity(a: WordBag, b: WordBag): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.counts.size <= b.counts.size ? [a, b] : [b, a];
  let shared = 0;
  for (const [word, count] of small.counts) shared += Math.min(count, large.counts.get(word) ?? 0);
  return (2 * shared) / (a.size + b.size);
}

type Token = { text: string; start: number; end: number };

/** Words and single punctuation marks, so "Hardware," and "Hardware" share the word. */
function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Longest-common-subsequence tables above this many cells are not built; the whole middle is marked instead. */
const MAX_DIFF_CELLS = 1_000_000;

/**
 * The words of `oldText` that `newText` lacks and the words of `newText` that `oldText` lacks, as character spans
 * into each text (adjacent changed words joined into one span). A word-level longest common subsequence after the
 * common beginning and end are set aside; a middle too long for that is marked changed as a whole.
 */
export function diffWords(oldText: string, newText: string): { old: Span[]; new: Span[] } {
  const a = tokens(oldText);
  const b = tokens(newText);
  let head = 0;
  while (head < a.length && head < b.length && a[head]!.text === b[head]!.text) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail]!.text === b[b.length - 1 - tail]!.text
  )
    tail++;
  const am = a.slice(head, a.length - tail);
  const bm = b.slice(head, b.length - tail);
  const keepA = new Array<boolean>(am.length).fill(false);
  const keepB = new Array<boolean>(bm.length).fill(false);
  if (am.length > 0 && bm.length > 0 && am.length * bm.length <= MAX_DIFF_CELLS) {
    markCommon(am, bm, keepA, keepB);
  }
  return { old: changedSpans(am, keepA), new: changedSpans(bm, keepB) };
}

export type Span = { start: number; end: number };

function markCommon(a: Token[], b: Token[], keepA: boolean[], keepB: boolean[]): void {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the LCS of a[i…] and b[j…], one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[at(i, j)] =
        a[i]!.text === b[j]!.text
          ? lengths[at(i + 1, j + 1)]! + 1
          : Math.max(lengths[at(i + 1, j)]!, lengths[at(i, j + 1)]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i]!.text === b[j]!.text) {
      keepA[i++] = true;
      keepB[j++] = true;
    } else if (lengths[at(i + 1, j)]! >= lengths[at(i, j + 1)]!) i++;
    else j++;
  }
}

function changedSpans(words: Token[], kept: boolean[]): Span[] {
  const spans: Span[] = [];
  words.forEach((word, index) => {
    if (kept[index]) return;
    const last = spans.at(-1);
    if (last && index > 0 && !kept[index - 1]) last.end = word.end;
    else spans.push({ start: word.start, end: word.end });
  });
  return spans;
}

/**
 * How much each word of a group of texts says about which text it is in: ln(1 + texts / texts holding the word). A
 * word every paragraph of a section has (a UFGS list's "SD", "Classification", "G") weighs least; a word one
 * paragraph has, most.
 */
export function wordWeights(bags: readonly WordBag[]): Map<string, number> {
  const holding = new Map<string, number>();
  for (const bag of bags) for (const word of bag.counts.keys()) holding.set(word, (holding.get(word) ?? 0) + 1);
  const weights = new Map<string, number>();
  for (const [word, n] of holding) weights.set(word, Math.log(1 + bags.length / n));
  return weights;
}

/** The Dice coefficient with each word counted at its weight (wordWeights): shared telling words count most. */
export function weightedSimilarity(a: WordBag, b: WordBag, weights: ReadonlyMap<string, number>): number {
  const weigh = (bag: WordBag) => {
    let sum = 0;
    for (const [word, count] of bag.counts) sum += count * (weights.get(word) ?? 1);
    return sum;
  };
  const total = weigh(a) + weigh(b);
  if (total === 0) return 1;
  let shared = 0;
  for (const [word, count] of a.counts) shared += Math.min(count, b.counts.get(word) ?? 0) * (weights.get(word) ?? 1);
  return (2 * shared) / total;
}
