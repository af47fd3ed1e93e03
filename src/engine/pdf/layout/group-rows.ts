// The engine's one rule for which pieces of text sit on the same visual line: the PDF layer joins mupdf's runs (and
// OCR'd lines) into lines with it, and the spec layer joins the lines of a page's column groups into rows with it.
import type { TextLine } from "../../types";
import type { TextFragment } from "../text-fragment";
import { SOFT_HYPHEN, withoutInvisibles } from "./invisible-characters";

/** What the rule looks at: where a piece starts and how tall it is. */
export type RowPiece = { x: number; y: number; height: number };

const centerY = (p: RowPiece) => p.y + p.height / 2;

/**
 * Two pieces share a row when their vertical centres are closer than this share of the taller one's height: a
 * superscript or a run in a larger font stays on its line, the next line down (a line step is at least about one
 * height) does not join it.
 */
const sameRowTolerance = 0.45;
/** A gap wider than this share of a run's height is a space: about 0.15 em, a run being about 1.37 em tall. */
const spaceGap = 0.11;

/**
 * The pieces grouped into rows, top to bottom, each row's pieces left to right. A piece joins the row being built
 * when its centre is within the tolerance of the centre of the row's first (highest-centred) piece.
 */
export function groupRows<T extends RowPiece>(pieces: readonly T[]): T[][] {
  const sorted = [...pieces].sort((a, b) => centerY(a) - centerY(b) || a.x - b.x);
  const rows: T[][] = [];
  let row: T[] = [];
  let rowCenter = 0;
  let rowHeight = 0;
  for (const piece of sorted) {
    const center = centerY(piece);
    if (row.length > 0 && Math.abs(center - rowCenter) <= Math.max(rowHeight, piece.height) * sameRowTolerance) {
      row.push(piece);
      continue;
    }
    if (row.length > 0) rows.push(row);
    row = [piece];
    rowCenter = center;
    rowHeight = piece.height;
  }
  if (row.length > 0) rows.push(row);
  for (const r of rows) r.sort((a, b) => a.x - b.x);
  return rows;
}

/**
 * One row of runs as a line: runs that touch are one word split by the PDF writer, a visible gap is one space.
 * Invisible characters go (see invisible-characters.ts), and with them runs that held nothing else; a soft hyphen
 * stays only at the end of the line.
 */
function joinRuns(row: readonly TextFragment[]): TextLine {
  let text = "";
  let right = -Infinity;
  let spaceBefore = false;
  let x = Infinity;
  let y = Infinity;
  let bottom = -Infinity;
  for (const fragment of row) {
    const visible = withoutInvisibles(fragment.text);
    const piece = visible.trim();
    // A run of invisible characters only (a zero-width space set on its own) is no part of the line.
    if (piece === "" && visible !== fragment.text) {
      spaceBefore ||= visible !== "";
      continue;
    }
    if (text.endsWith(SOFT_HYPHEN)) text = text.slice(0, -1);
    const gap = fragment.x - right;
    if (text !== "" && (gap > fragment.height * spaceGap || spaceBefore)) text += " ";
    text += piece;
    spaceBefore = /\s$/.test(visible);
    right = Math.max(right, fragment.x + fragment.width);
    x = Math.min(x, fragment.x);
    y = Math.min(y, fragment.y);
    bottom = Math.max(bottom, fragment.y + fragment.height);
  }
  return {
    text,
    x,
    y,
    width: right - x,
    height: bottom - y,
  };
}

/** Joins text runs that sit on the same line into visual lines, top to bottom, left to right. */
export function linesFromRuns(fragments: readonly TextFragment[]): TextLine[] {
  return groupRows(fragments)
    .map(joinRuns)
    .filter((line) => Number.isFinite(line.x)); // a row of invisible runs only
}
