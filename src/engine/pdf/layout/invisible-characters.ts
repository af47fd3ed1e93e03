// Characters a PDF carries in its text but never shows: zero-width spaces and joiners, the word joiner and byte-order
// mark, bidirectional marks and other format characters, control characters, and soft hyphens inside a line. They are
// removed where runs become lines, so no rule, title or export sees them. A soft hyphen that ends a line after a
// letter is where the writer broke a word: it is kept there, and the word is closed up where the lines are joined.

/** The soft hyphen: an optional break inside a word, shown only where the line breaks there. */
export const SOFT_HYPHEN = "\u00AD";

// Format (Cf: U+00AD, U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, U+FEFF, …) and control (Cc) characters.
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
const INVISIBLE_ALL = /[\p{Cf}\p{Cc}]/gu;
// Controls that stand for white space (a tab between words) become a space rather than nothing.
const SPACING_CONTROL = /[\t\n\v\f\r\u0085]/g;
const WORD_BROKEN_AT_END = /\p{L}\u00AD[\p{Cf}\p{Cc}\s]*$/u;

/**
 * The text without invisible characters; a run of spaces they leave closes to one (only where one was removed). A
 * soft hyphen that ends the text after a letter is kept there, with any space after it dropped.
 */
export function withoutInvisibles(text: string): string {
  if (!INVISIBLE.test(text)) return text;
  const broken = WORD_BROKEN_AT_END.test(text);
  const cleaned = text.replace(SPACING_CONTROL, " ").replace(INVISIBLE_ALL, "").replace(/ {2,}/g, " ");
  return broken ? `${cleaned.trimEnd()}${SOFT_HYPHEN}` : cleaned;
}

/** Joins a line to the next: a word broken at a soft hyphen closes up without it, else one space. */
export function joinAtSoftHyphen(a: string, b: string): string {
  if (a === "") return b;
  return a.endsWith(SOFT_HYPHEN) ? `${a.slice(0, -1)}${b}` : `${a} ${b}`;
}
