// Finds a two-column layout and returns the page's runs in reading-order groups: each band of the page (between
// full-width runs such as titles, running heads and front matter, and between stretches with no text at all) reads
// its left column, then its right column. See docs/decisions/0180-two-column-pages-read-column-by-column.md.
import { percentile } from "./percentile";
import { groupRows } from "./group-rows";
import type { TextFragment } from "../text-fragment";

const right = (f: TextFragment) => f.x + f.width;
const centerY = (f: { y: number; height: number }) => f.y + f.height / 2;

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

/**
 * Runs read together, in reading order. `shift` is how far right of the left column's edge the group's column starts
 * (0 for the left column and full-width rows): later stages measure indentation from the column's own edge.
 */
export type ColumnGroup = { runs: TextFragment[]; shift: number };
type Row = { x: number; right: number; y: number; height: number; chars: number };

/**
 * The page's thresholds, as shares. A gutter is an empty band in the middle 30–70 % of the text width (labels and
 * hanging indents sit near the left edge), crossed by at most a quarter of the runs and of the rows (full-width
 * titles, running heads, front matter above the columns). Each side is a column of text: at least 30 % of the text
 * width wide (a column of labels or of a table's short first cells is narrower), at least a fifth of its rows wider
 * than half the column,
 * a typical row of 10 characters or more (tick marks and numbers under a table's headings are not text), and the
 * space between the two sides at most three quarters of the narrower one (the cells of a table of short entries stand
 * far apart). When most paragraphs on either side start on a line where one starts on the other, the sides are the
 * cells of a table, read row by row.
 */
const GUTTER_ZONE = { from: 0.3, to: 0.7 };
const MAX_CROSSING_SHARE = 0.25;
const MIN_COLUMN_SHARE = 0.3;
const MAX_SHARED_STARTS = 0.6;
const MIN_FILLED_SHARE = 0.2;
const MAX_GUTTER_SHARE = 0.75;
const MIN_TYPICAL_CHARS = 10;

function toRows(fragments: readonly TextFragment[]): Row[] {
  return groupRows(fragments).map((row) => {
    let x = Infinity;
    let r = -Infinity;
    let y = Infinity;
    let bottom = -Infinity;
    let chars = 0;
    for (const f of row) {
      chars += f.text.trim().length;
      x = Math.min(x, f.x);
      r = Math.max(r, right(f));
      y = Math.min(y, f.y);
      bottom = Math.max(bottom, f.y + f.height);
    }
    return { x, right: r, y, height: bottom - y, chars };
  });
}

/** The rows that start a paragraph: the first, and each after a step clearly larger than the side's usual one. */
function paragraphStarts(rows: readonly Row[]): Row[] {
  const steps: number[] = [];
  for (let i = 1; i < rows.length; i++) steps.push(rows[i]!.y - rows[i - 1]!.y);
  const usual = percentile(steps, 0.25) ?? 0;
  return rows.filter((row, i) => i === 0 || row.y - rows[i - 1]!.y > usual * 1.3);
}

/**
 * True when the two sides read as the cells of one table: most paragraphs on either side start on the line where one
 * starts on the other (two columns of text break their paragraphs independently).
 */
function sidesAreTableCells(left: readonly Row[], rightRows: readonly Row[]): boolean {
  const leftStarts = paragraphStarts(left);
  const rightStarts = paragraphStarts(rightRows);
  if (Math.min(leftStarts.length, rightStarts.length) < 3) return false;
  const twins = leftStarts.filter((l) =>
    rightStarts.some((r) => Math.abs(centerY(r) - centerY(l)) <= Math.max(r.height, l.height) * 0.45),
  );
  return twins.length / Math.max(leftStarts.length, rightStarts.length) > MAX_SHARED_STARTS;
}

/**
 * The rows hold lines of text: at least a fifth of them are wider than half the column, and a typical one holds a few
 * words (a column of tick marks, numbers or letters under a table's headings does not).
 */
function filled(rows: readonly Row[], columnWidth: number): boolean {
  const wide = rows.filter((r) => r.right - r.x >= columnWidth / 2).length;
  return (
    wide >= rows.length * MIN_FILLED_SHARE &&
    (percentile(
      rows.map((r) => r.chars),
      0.5,
    ) ?? 0) >= MIN_TYPICAL_CHARS
  );
}

function findGutter(fragments: TextFragment[]): Gutter | undefined {
  let minX = Infinity;
  let maxX = -Infinity;
  for (const f of fragments) {
    minX = Math.min(minX, f.x);
    maxX = Math.max(maxX, right(f));
  }
  const width = maxX - minX;
  // A gutter is an empty band about an em wide: wider than the space between two words.
  const half = Math.max(
    3,
    (percentile(
      fragments.map((f) => f.height),
      0.5,
    ) ?? 10) * 0.4,
  );
  const candidates: number[] = [];
  for (let at = minX + width * GUTTER_ZONE.from; at <= minX + width * GUTTER_ZONE.to; at += 2) candidates.push(at);
  // How many runs reach into the band around each candidate, counted from where each run starts and stops reaching
  // (candidates ascend): one pass over the runs instead of one per candidate.
  const changes = new Int32Array(candidates.length + 1);
  for (const f of fragments) {
    const from = firstIndex(candidates, (at) => f.x < at + half);
    const to = firstIndex(candidates, (at) => at >= right(f) + half);
    if (from < to) {
      changes[from]!++;
      changes[to]!--;
    }
  }
  // The middle of the widest stretch of candidates crossed by the fewest runs: the middle of the gutter.
  const crossing: number[] = [];
  let count = 0;
  for (let i = 0; i < candidates.length; i++) crossing.push((count += changes[i]!));
  const fewest = Math.min(...crossing);
  if (!(fewest <= fragments.length * MAX_CROSSING_SHARE)) return undefined;
  let best = { from: 0, length: 0 };
  for (let i = 0; i < crossing.length;) {
    if (crossing[i] !== fewest) {
      i++;
      continue;
    }
    let j = i;
    while (j < crossing.length && crossing[j] === fewest) j++;
    if (j - i > best.length) best = { from: i, length: j - i };
    i = j;
  }
  const at = candidates[best.from + ((best.length - 1) >> 1)]!;
  const gutter: Gutter = { at, crossing: [], left: [], right: [] };
  for (const f of fragments) {
    if (f.x < at + half && right(f) > at - half) gutter.crossing.push(f);
    else if (right(f) <= at) gutter.left.push(f);
    else gutter.right.push(f);
  }
  if (gutter.left.length < 5 || gutter.right.length < 5) return undefined;
  // Counted by rows too: a page whose writer split every line into several runs has few runs across any band, but
  // nearly every row crosses it.
  const crossingSet = new Set(gutter.crossing);
  const rows = groupRows(fragments);
  if (rows.filter((row) => row.some((f) => crossingSet.has(f))).length > rows.length * MAX_CROSSING_SHARE) {
    return undefined;
  }
  const leftRows = toRows(gutter.left);
  const rightRows = toRows(gutter.right);
  // Each column runs from where its lines start (a table's continuation lines and indented items start further in)
  // to where its lines end, and must be a real share of the text width; the space between the columns is narrow
  // beside them (the cells of a table of short entries stand far apart).
  const leftEdge = percentile(
    leftRows.map((r) => r.x),
    0.1,
  )!;
  const leftLimit = percentile(
    leftRows.map((r) => r.right),
    0.95,
  )!;
  const rightStart = percentile(
    rightRows.map((r) => r.x),
    0.1,
  )!;
  const rightEdge = percentile(
    rightRows.map((r) => r.right),
    0.95,
  )!;
  const leftWidth = leftLimit - leftEdge;
  const rightWidth = rightEdge - rightStart;
  if (leftWidth < width * MIN_COLUMN_SHARE || rightWidth < width * MIN_COLUMN_SHARE) return undefined;
  if (rightStart - leftLimit > Math.min(leftWidth, rightWidth) * MAX_GUTTER_SHARE) return undefined;
  // A column holds lines of text: a good share of its rows fill at least half its width (labels and numbers do not).
  if (!filled(leftRows, leftWidth) || !filled(rightRows, rightWidth)) return undefined;
  if (sidesAreTableCells(leftRows, rightRows)) return undefined;
  return gutter;
}

/**
 * Where the page's text is interrupted: the middle of each vertical stretch, taller than a few lines, that no run
 * touches (above a page foot, below a running head). Columns never continue across one.
 */
function emptyStretches(fragments: readonly TextFragment[]): number[] {
  const spans = fragments.map((f) => ({ top: f.y, bottom: f.y + f.height })).sort((a, b) => a.top - b.top);
  const tall =
    (percentile(
      fragments.map((f) => f.height),
      0.5,
    ) ?? 10) * 2;
  const cuts: number[] = [];
  let reach = -Infinity;
  for (const span of spans) {
    if (reach !== -Infinity && span.top - reach > tall) cuts.push((span.top + reach) / 2);
    reach = Math.max(reach, span.bottom);
  }
  return cuts;
}

export function splitColumns(fragments: TextFragment[]): ColumnGroup[] {
  if (fragments.length < 10) return [{ runs: fragments, shift: 0 }];
  const gutter = findGutter(fragments);
  if (!gutter) return [{ runs: fragments, shift: 0 }];
  // A row with a run across the gutter is read whole, where it stands (with the label or page number beside it);
  // the other runs belong to their column.
  const crossing = new Set(gutter.crossing);
  const fullWidth = groupRows(fragments).filter((row) => row.some((f) => crossing.has(f)));
  const inFullWidth = new Set(fullWidth.flat());
  const rowCenter = (row: readonly TextFragment[]) => Math.min(...row.map(centerY));
  // Band edges: each full-width row, and each empty stretch across the page.
  const edges = [
    ...fullWidth.map((row) => ({ at: rowCenter(row), row: row as TextFragment[] | undefined })),
    ...emptyStretches(fragments).map((at) => ({ at, row: undefined })),
  ].sort((a, b) => a.at - b.at);
  const left = gutter.left.filter((f) => !inFullWidth.has(f));
  const rightSide = gutter.right.filter((f) => !inFullWidth.has(f));
  const leftEdge = Math.min(...left.map((f) => f.x));
  const shift = Math.max(0, Math.min(...rightSide.map((f) => f.x)) - leftEdge);
  const groups: ColumnGroup[] = [];
  let top = -Infinity;
  const inBand = (f: TextFragment, from: number, to: number) => centerY(f) >= from && centerY(f) < to;
  for (const edge of [...edges, { at: Infinity, row: undefined }]) {
    const leftPart = left.filter((f) => inBand(f, top, edge.at));
    const rightPart = rightSide.filter((f) => inBand(f, top, edge.at));
    if (leftPart.length > 0) groups.push({ runs: leftPart, shift: 0 });
    if (rightPart.length > 0) groups.push({ runs: rightPart, shift });
    if (edge.row) groups.push({ runs: edge.row, shift: 0 });
    top = edge.at;
  }
  return groups;
}
