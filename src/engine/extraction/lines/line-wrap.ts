// Reads paragraph ends and narrower (sub-item) measures from where lines wrap: a line that stops with room left for
// the next line's first word was ended on purpose, not by the margin.
import type { SpecLine } from "./spec-line";
import { percentile } from "../../pdf/layout/percentile";

/** A line that ends a sentence, list entry or lead-in: ". ; : ! ?", also before a closing quote or bracket. */
const SENTENCE_END = /[.;:!?]["”’)\]]?$/;

/**
 * The right edge the text wraps at: a high percentile of the right ends of lines that another line of the same
 * block follows (wrapped lines), so a few wide table rows do not move it. Null when the lines carry no widths or too
 * few lines wrap to tell.
 */
export function wrapRight(lines: readonly SpecLine[]): number | null {
  const rights: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (line.width === undefined || next.page !== line.page || next.gapBefore) continue;
    rights.push(line.x + line.width);
  }
  return rights.length >= 5 ? percentile(rights, 0.98) : null;
}

/** Width of the first word of `line`, from the line's own mean character width. */
function firstWordWidth(line: SpecLine): number | null {
  if (line.width === undefined || line.text.length === 0) return null;
  const charWidth = line.width / line.text.length;
  const word = line.text.split(" ", 1)[0]!;
  return (word.length + 1) * charWidth;
}

/** True when `next`'s first word would still have fitted on `line` before `right`. */
export function leftRoomForNextWord(line: SpecLine, next: SpecLine, right: number): boolean {
  const word = firstWordWidth(next);
  if (word === null || line.width === undefined) return false;
  // A few points of slack: character widths vary around their mean.
  return line.x + line.width + word < right - 3;
}

/** A finished sentence; a lead-in ending in a colon goes on into its list. */
const PARAGRAPH_END = /[.;!?]["”’)\]]?$/;

/** `line` ends a sentence and stops short of the margin: the paragraph ends here even without a blank line. */
export function endsShort(line: SpecLine, next: SpecLine, right: number | null): boolean {
  return right !== null && PARAGRAPH_END.test(line.text) && leftRoomForNextWord(line, next, right);
}

/**
 * The block's lines wrap narrower than the text (a sub-item whose indentation was lost): a line inside a sentence
 * breaks although the next word would have fitted.
 */
export function wrapsNarrow(block: readonly SpecLine[], right: number | null): boolean {
  if (right === null) return false;
  for (let i = 0; i + 1 < block.length; i++) {
    const line = block[i]!;
    // A compound broken at its hyphen ("carbon-" / "steel") did not fit whole.
    if (
      !SENTENCE_END.test(line.text) &&
      !line.text.endsWith("-") &&
      leftRoomForNextWord(line, block[i + 1]!, right - 6)
    )
      return true;
  }
  return false;
}
