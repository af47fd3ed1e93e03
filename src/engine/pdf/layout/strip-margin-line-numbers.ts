// Drops the line numbers some spec books print down the left margin (one per text line), so they never prefix the text.
import type { TextLine } from "../../types";

const lineNumber = /^\s*\d{1,3}\s*$/;
/** Fewer numbers than this in the margin is a page number or a stray figure, not a numbered margin. */
const minimumNumbers = 5;

/** Works on a page's text runs (before rows are joined) and on OCR'd lines alike. */
export function stripMarginLineNumbers<T extends TextLine>(fragments: T[]): T[] {
  const numbers = fragments.filter((f) => lineNumber.test(f.text));
  if (numbers.length < minimumNumbers) return fragments;
  const words = fragments.filter((f) => !lineNumber.test(f.text));
  if (words.length === 0) return fragments;
  const textLeft = Math.min(...words.map((f) => f.x));
  // Margin numbers end left of where any text starts and stack in one narrow column.
  const margin = numbers.filter((f) => f.x + f.width <= textLeft + 1);
  // Every text line carries a number, so they are many; a numbered table column is a small share of its cells.
  if (margin.length < minimumNumbers || margin.length < words.length * 0.4) return fragments;
  const rights = margin.map((f) => f.x + f.width);
  if (Math.max(...rights) - Math.min(...rights) > 12) return fragments;
  const values = [...margin].sort((a, b) => a.y - b.y).map((f) => Number(f.text));
  const ascending = values.filter((v, i) => i === 0 || v > values[i - 1]!).length;
  if (ascending < values.length * 0.8) return fragments;
  const drop = new Set(margin);
  return fragments.filter((f) => !drop.has(f));
}
