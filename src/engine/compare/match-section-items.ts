// Pairs the items of one section in an old register with those of the same section in a new one (decision 0220):
// same paragraph ref and same text first, then same text wherever it now stands (a renumbered paragraph), then the
// most alike remaining pairs: same ref with some words in common, or any ref with most words in common; then, of what
// is left, each item with its best match in the section by text (decision 0270): a paragraph renumbered and
// rewritten, its listed details merged into one sentence or one sentence split into several, is still the paragraph.
import { normalizeText, similarity, weightedSimilarity, wordBag, wordWeights, type WordBag } from "./compare-text";

/** An item of one side as the matcher sees it: its index in its register, its ref and its text. */
export type MatchInput = { index: number; ref: string; text: string };

export type ItemPair = { old: number; new: number; similarity: number };

export type SectionMatch = { pairs: ItemPair[]; removed: number[]; added: number[] };

/** A pair under the same ref is the same paragraph revised when this share of their words agrees. */
export const SAME_REF_MIN_SIMILARITY = 0.35;
/** A pair under different refs is the same paragraph moved and revised when this share of their words agrees. */
export const MOVED_MIN_SIMILARITY = 0.6;
/**
 * Of the items left after the thresholds above, a pair that is each item's best match in the section is the same
 * paragraph rewritten when this share of their words agrees, each word weighed by how few of the section's
 * paragraphs hold it (wordWeights); below it, the two have little but the section's boilerplate in common.
 */
export const BEST_MATCH_MIN_SIMILARITY = 0.3;
/** Ranking boost of a same-ref pair over a moved pair of equal similarity. */
const SAME_REF_BONUS = 0.25;
/** Sections whose unmatched items would make more candidate pairs than this compare same-ref pairs only. */
const MAX_CANDIDATE_PAIRS = 40_000;

type Side = MatchInput & { key: string; used: boolean; bag?: WordBag };

function sides(items: readonly MatchInput[]): Side[] {
  return items.map((item) => ({ ...item, key: normalizeText(item.text), used: false }));
}

function bagOf(side: Side): WordBag {
  side.bag ??= wordBag(side.key);
  return side.bag;
}

export function matchSectionItems(oldItems: readonly MatchInput[], newItems: readonly MatchInput[]): SectionMatch {
  const olds = sides(oldItems);
  const news = sides(newItems);
  const pairs: ItemPair[] = [];
  const pair = (o: Side, n: Side, score: number) => {
    o.used = true;
    n.used = true;
    pairs.push({ old: o.index, new: n.index, similarity: score });
  };

  // 1. Same ref, same text. 2. Same text under another ref (renumbered), first come first paired.
  const byRefAndText = queues(news, (n) => `${n.ref}\u0000${n.key}`);
  for (const o of olds) {
    const n = take(byRefAndText.get(`${o.ref}\u0000${o.key}`));
    if (n) pair(o, n, 1);
  }
  const byText = queues(
    news.filter((n) => !n.used),
    (n) => n.key,
  );
  for (const o of olds) {
    if (o.used) continue;
    const n = take(byText.get(o.key));
    if (n) pair(o, n, 1);
  }

  // 3. The remaining pairs ranked by likeness, best first; each item pairs once.
  const restOld = olds.filter((o) => !o.used);
  const restNew = news.filter((n) => !n.used);
  const everyPair = restOld.length * restNew.length <= MAX_CANDIDATE_PAIRS;
  type Candidate = { o: Side; n: Side; score: number; rank: number };
  const candidates: Candidate[] = [];
  for (const o of restOld) {
    for (const n of restNew) {
      const sameRef = o.ref !== "" && o.ref === n.ref;
      if (!sameRef && !everyPair) continue;
      const score = similarity(bagOf(o), bagOf(n));
      if (score >= (sameRef ? SAME_REF_MIN_SIMILARITY : MOVED_MIN_SIMILARITY)) {
        candidates.push({ o, n, score, rank: score + (sameRef ? SAME_REF_BONUS : 0) });
      }
    }
  }
  const byRank = (x: Candidate, y: Candidate) => y.rank - x.rank || x.o.index - y.o.index || x.n.index - y.n.index;
  for (const { o, n, score } of candidates.sort(byRank)) if (!o.used && !n.used) pair(o, n, score);

  // 4. What is left, most alike pair first by telling words, so each pair taken is both items' best match by text.
  const leftOld = restOld.filter((o) => !o.used);
  const leftNew = restNew.filter((n) => !n.used);
  if (leftOld.length > 0 && leftNew.length > 0) {
    const weights = wordWeights([...olds, ...news].map(bagOf));
    const best: Candidate[] = [];
    for (const o of leftOld) {
      for (const n of leftNew) {
        const sameRef = o.ref !== "" && o.ref === n.ref;
        if (!sameRef && !everyPair) continue;
        const score = weightedSimilarity(bagOf(o), bagOf(n), weights);
        if (score >= BEST_MATCH_MIN_SIMILARITY) best.push({ o, n, score, rank: score });
      }
    }
    for (const { o, n } of best.sort(byRank)) if (!o.used && !n.used) pair(o, n, similarity(bagOf(o), bagOf(n)));
  }

  return {
    pairs: pairs.sort((x, y) => x.new - y.new),
    removed: olds.filter((o) => !o.used).map((o) => o.index),
    added: news.filter((n) => !n.used).map((n) => n.index),
  };
}

function queues(items: Side[], key: (item: Side) => string): Map<string, Side[]> {
  const map = new Map<string, Side[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The first item of the queue not yet paired, or undefined. */
function take(queue: Side[] | undefined): Side | undefined {
  while (queue && queue.length > 0) {
    const item = queue.shift()!;
    if (!item.used) return item;
  }
  return undefined;
}
