// Finds a two-column layout and returns the page's runs in reading order groups: each band of the page
// (between full-width runs such as titles and running heads) reads its left column, then its right column.
import { median } from "../percentile";
import type { TextFragment } from "./text-fragment";

const right = (f: TextFragment) => f.x + f.width;

/** The first index of ascending `values` where `holds` turns true (it stays true after), or their length. */
function firstIndex(values: readonly number[], holds: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holds(values[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

type Gutter = { at: number; crossing: TextFragment[]; left: TextFragment[]; right: TextFragment[] };

function findGutter(fragments: TextFragment[]): Gutter | undefined {
  const minX = Math.min(...fragments.map((f) => f.x));
  const maxX = Math.max(...fragments.map(right));
  const width = maxX - minX;
  let best: { at: number; crossing: number } | undefined;
  // The gutter of a two-column page sits near the middle; labels and hanging indents sit near the left edge.
  const candidates: number[] = [];
  for (let at = minX + width * 0.3; at <= minX + width * 0.7; at += 2) candidates.push(at);
  // How many runs cross each candidate, counted from where each run starts and stops crossing (candidates ascend):
  // one pass over the runs instead of one per candidate.
  const changes = new Int32Array(candidates.length + 1);
  for (const f of fragments) {
    const from = firstIndex(candidates, (at) => f.x < at - 1);
    const to = firstIndex(candidates, (at) => !(right(f) > at + 1));
    if (from < to) {
      changes[from]!++;
      changes[to]!--;
    }
  }
  let crossing = 0;
  for (const [i, at] of candidates.entries()) {
    crossing += changes[i]!;
    if (!best || crossing < best.crossing) best = { at, crossing };
  }
  if (!best || best.crossing > fragments.length * 0.15) return undefined;
  const at = best.at;
  const gutter: Gutter = { at, crossing: [], left: [], right: [] };
  for (const f of fragments) {
    if (f.x < at - 1 && right(f) > at + 1) gutter.crossing.push(f);
    else if (right(f) <= at + 1) gutter.left.push(f);
    else gutter.right.push(f);
  }
  if (gutter.left.length < 5 || gutter.right.length < 5) return undefined;
  // Real columns are filled with text up to the gutter; a column of short labels (1.4, A., item names) is not.
  const leftFill = ((median(gutter.left.map(right)) ?? 0) - minX) / (at - minX);
  const rightFill = (median(gutter.right.map((f) => f.width)) ?? 0) / (maxX - at);
  if (leftFill < 0.6 || rightFill < 0.4) return undefined;
  return gutter;
}

export function splitColumns(fragments: TextFragment[]): TextFragment[][] {
  if (fragments.length < 10) return [fragments];
  const gutter = findGutter(fragments);
  if (!gutter) return [fragments];
  const spanning = [...gutter.crossing].sort((a, b) => a.y - b.y);
  const groups: TextFragment[][] = [];
  let top = -Infinity;
  const inBand = (f: TextFragment, from: number, to: number) => f.y + f.height / 2 >= from && f.y + f.height / 2 < to;
  for (const span of [...spanning, undefined]) {
    const bottom = span ? span.y + span.height / 2 : Infinity;
    const left = gutter.left.filter((f) => inBand(f, top, bottom));
    const rightSide = gutter.right.filter((f) => inBand(f, top, bottom));
    if (left.length > 0) groups.push(left);
    if (rightSide.length > 0) groups.push(rightSide);
    if (span) groups.push([span]);
    top = bottom;
  }
  return groups;
}
