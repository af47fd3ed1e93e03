// Turns one extracted page into clean reading-order lines: fragments on one baseline joined, margin line numbers
// and OCR edge artefacts removed, indentation kept as x, paragraph gaps marked.
import { splitRunOnLines } from "./split-run-on-lines";
import type { PageText, TextLine } from "../../types";
import type { SpecLine } from "./spec-line";
import { fixOcrNumbering } from "./ocr-line-fixes";
import { median, percentile } from "../../pdf/layout/percentile";
import { groupRows } from "../../pdf/layout/group-rows";
import { stripMarginLineNumbers } from "../../pdf/layout/strip-margin-line-numbers";

// OCR reads the page border or a table rule as a stray "|" (or "l|", "[") before the first word.
const LEADING_ARTEFACT = /^(?:[|¦]+\s*|\[\s+)/;

/**
 * The single line step of the pages read so far, kept by the caller across a book's pages: a page of one-line list
 * items, each after a blank line (a UFGS submittals list), has no single step of its own to measure.
 */
export type LineStepMemory = { step?: number; height?: number };

export function pageToSpecLines(page: PageText, memory: LineStepMemory = {}): SpecLine[] {
  const fragments = stripMarginLineNumbers(page.lines.filter((l) => l.text.trim() !== ""));
  // The PDF layer has joined runs into lines; rows are joined again by the same rule (OCR'd words and runs a writer
  // split), within each of the reading groups of a page it read as columns, so the columns stay apart and in order.
  const rows = readingGroups(fragments).flatMap((group) => groupRows(group).map(toRow));
  const texts = rows.map((row) => rowText(row.parts));
  const lines: SpecLine[] = [];
  const typicalStep = singleLineStep(rows, texts, memory);
  let prevY: number | null = null;
  for (const [i, row] of rows.entries()) {
    const first = row.parts[0]!;
    const text = texts[i]!;
    if (text === "") continue;
    const fixed = page.ocr ? fixOcrNumbering(text) : text;
    const shift = first.shift ?? 0;
    lines.push({
      text: fixed,
      page: page.pageNumber,
      // Lines arrive trimmed, so a line's indentation is where its first run starts, in its own column.
      x: first.x - shift,
      ...(shift > 0 ? { shift } : {}),
      y: row.y,
      width: rowRight(row.parts) - first.x,
      height: first.height,
      gapBefore: prevY !== null && row.y - prevY > typicalStep * 1.5,
    });
    prevY = row.y;
  }
  return splitRunOnLines(lines);
}

/** Consecutive lines of one reading group (see TextLine.group); a page read as one column is one group. */
function readingGroups(lines: readonly TextLine[]): TextLine[][] {
  const groups: TextLine[][] = [];
  for (const [i, line] of lines.entries()) {
    if (i === 0 || line.group !== lines[i - 1]!.group) groups.push([line]);
    else groups.at(-1)!.push(line);
  }
  return groups;
}

type Row = { y: number; parts: TextLine[] };

function toRow(parts: TextLine[]): Row {
  let y = Infinity;
  for (const p of parts) y = Math.min(y, p.y);
  return { y, parts };
}

// Runs the PDF layer already joined into lines: most rows hold one, which needs no joining. Every gap between words
// matches a pattern for runs of spaces, so a line is only rewritten when it holds a double or an odd space.
const SPACES = /\s+/g;
const UNEVEN_SPACE = /\s\s|[^\S ]/;
const ARTEFACT_START = /^[|¦[]/;

function rowText(parts: TextLine[]): string {
  let text = parts[0]!.text;
  for (let i = 1; i < parts.length; i++) text += ` ${parts[i]!.text}`;
  if (UNEVEN_SPACE.test(text)) text = text.replace(SPACES, " ");
  text = text.trim();
  return ARTEFACT_START.test(text) ? text.replace(LEADING_ARTEFACT, "") : text;
}

function rowRight(parts: TextLine[]): number {
  let right = -Infinity;
  for (const p of parts) right = Math.max(right, p.x + p.width);
  return right;
}

/**
 * The page's step from one line to the next within a paragraph; a paragraph break is a larger step. Steps of about
 * one line height are single steps (fonts' boxes run 1.0–1.4 em and leading 1.0–1.25 em); their median is taken.
 * A page without any (every line after a blank line) takes the book's last single step for text of its size, and
 * failing that a low percentile of its steps.
 */
function singleLineStep(rows: Row[], texts: readonly string[], memory: LineStepMemory): number {
  const steps: number[] = [];
  for (let i = 1; i < rows.length; i++) steps.push(rows[i]!.y - rows[i - 1]!.y);
  const height = median(rows.map((r) => r.parts[0]!.height).filter((h) => h > 0));
  if (height !== null) {
    const singles = steps.filter((s) => s >= height * 0.6 && s <= height * 1.4);
    const double = doubleSpacedStep(texts, steps, height, singles.length);
    if (double !== null) return double;
    const single = median(singles);
    if (single !== null) {
      memory.step = single;
      memory.height = height;
      return single;
    }
    if (memory.step !== undefined && memory.height !== undefined && Math.abs(height - memory.height) <= height * 0.15) {
      return memory.step;
    }
  }
  return (
    percentile(
      steps.filter((s) => s > 1),
      0.2,
    ) ?? 12
  );
}

// A wrapped sentence goes on: its line ends without a stop and the next opens in lower case or with a number.
const ENDS_SENTENCE = /[.:;!?]$/;
const GOES_ON = /^[a-z0-9]/;

/**
 * A double-spaced page (its lines two heights apart, its paragraphs further): the page's smallest step above a line
 * height is its single step when at least half of the lines it separates carry a sentence on ("… and Section" /
 * "230010 Basic …"), and more of them than there are steps of one line height (a heading printed on two lines).
 * One-line list items after blank lines (a UFGS list) open with capitals and keep the book's step.
 */
function doubleSpacedStep(texts: readonly string[], steps: number[], height: number, singles: number): number | null {
  const low = percentile(
    steps.filter((s) => s > height * 1.4),
    0.2,
  );
  if (low === null || low > height * 2.6) return null;
  const at: number[] = [];
  let carried = 0;
  for (let i = 1; i < texts.length; i++) {
    const step = steps[i - 1]!;
    if (Math.abs(step - low) > low * 0.15) continue;
    at.push(step);
    if (GOES_ON.test(texts[i]!) && !ENDS_SENTENCE.test(texts[i - 1]!)) carried++;
  }
  return carried >= 3 && carried > singles && carried * 2 >= at.length ? median(at) : null;
}
