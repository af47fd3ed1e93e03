// Joins text runs that sit on the same baseline into visual lines, top to bottom, left to right.
import type { TextLine } from "../types";
import type { TextFragment } from "./text-fragment";

const centerY = (f: TextFragment) => f.y + f.height / 2;

/** Two runs share a line when their vertical centres are closer than this share of the taller one's height. */
const sameRowTolerance = 0.45;
/** A gap wider than this share of a run's height is a space: about 0.15 em, a run being about 1.37 em tall. */
const spaceGap = 0.11;

function joinRow(row: TextFragment[]): TextLine {
  row.sort((a, b) => a.x - b.x);
  let text = "";
  let right = -Infinity;
  let spaceBefore = false;
  let x = Infinity;
  let y = Infinity;
  let bottom = -Infinity;
  for (const fragment of row) {
    const piece = fragment.text.trim();
    // A visible gap between runs becomes one space; runs that touch are one word split by the PDF writer.
    const gap = fragment.x - right;
    if (text !== "" && (gap > fragment.height * spaceGap || spaceBefore)) text += " ";
    text += piece;
    spaceBefore = /\s$/.test(fragment.text);
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

export function groupRows(fragments: TextFragment[]): TextLine[] {
  const sorted = [...fragments].sort((a, b) => centerY(a) - centerY(b) || a.x - b.x);
  const lines: TextLine[] = [];
  let row: TextFragment[] = [];
  let rowCenter = 0;
  let rowHeight = 0;
  for (const fragment of sorted) {
    const center = centerY(fragment);
    if (row.length > 0 && Math.abs(center - rowCenter) <= Math.max(rowHeight, fragment.height) * sameRowTolerance) {
      row.push(fragment);
      continue;
    }
    if (row.length > 0) lines.push(joinRow(row));
    row = [fragment];
    rowCenter = center;
    rowHeight = fragment.height;
  }
  if (row.length > 0) lines.push(joinRow(row));
  return lines;
}
