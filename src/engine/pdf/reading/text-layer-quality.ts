// Decides whether a page's text layer is real text or nothing/garbage (scans, broken font encodings).
import type { TextFragment } from "../text-fragment";

/** Fewer letters and digits than this is a page number or a stamp on a scan, not a text layer. */
const minimumAlphanumerics = 12;
/** Below this share of ordinary characters the text is a broken encoding (replacement or private-use glyphs). */
const minimumReadableShare = 0.7;

const readable = /[\p{L}\p{N}\p{P}\p{S}]/u;
const alphanumeric = /[\p{L}\p{N}]/u;
const unreadable = /[\uFFFD\p{Co}\p{Cc}]/u;

type Tally = { visible: number; good: number; alphanumerics: number };

function tallyCharacter(text: string, index: number, tally: Tally): void {
  const code = text.charCodeAt(index);
  // ASCII decides without a regular expression: this runs on every character of every page.
  if (code < 128) {
    if (code <= 32 || code === 127) return;
    tally.visible++;
    tally.good++;
    const isDigit = code >= 48 && code <= 57;
    const isLetter = (code | 32) >= 97 && (code | 32) <= 122;
    if (isDigit || isLetter) tally.alphanumerics++;
    return;
  }
  const char = String.fromCodePoint(text.codePointAt(index)!);
  if (/\s/.test(char)) return;
  tally.visible++;
  if (unreadable.test(char)) return;
  if (readable.test(char)) tally.good++;
  if (alphanumeric.test(char)) tally.alphanumerics++;
}

export function hasUsableText(fragments: TextFragment[]): boolean {
  const tally: Tally = { visible: 0, good: 0, alphanumerics: 0 };
  for (const { text } of fragments) {
    for (let i = 0; i < text.length; i++) {
      tallyCharacter(text, i, tally);
      // Skip the low half of a surrogate pair: the code point was read whole above.
      if (text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdbff) i++;
    }
  }
  return tally.alphanumerics >= minimumAlphanumerics && tally.good >= tally.visible * minimumReadableShare;
}
