// Decides whether a page's text layer is real text or nothing/garbage (scans, broken font encodings).
import type { TextFragment } from "./text-fragment";

/** Fewer letters and digits than this is a page number or a stamp on a scan, not a text layer. */
const minimumAlphanumerics = 12;
/** Below this share of ordinary characters the text is a broken encoding (replacement or private-use glyphs). */
const minimumReadableShare = 0.7;

const readable = /[\p{L}\p{N}\p{P}\p{S}]/u;
const alphanumeric = /[\p{L}\p{N}]/u;
const unreadable = /[\uFFFD\p{Co}\p{Cc}]/u;

export function hasUsableText(fragments: TextFragment[]): boolean {
  let alphanumerics = 0;
  let visible = 0;
  let good = 0;
  for (const fragment of fragments) {
    for (const char of fragment.text) {
      if (/\s/.test(char)) continue;
      visible++;
      if (unreadable.test(char)) continue;
      if (readable.test(char)) good++;
      if (alphanumeric.test(char)) alphanumerics++;
    }
  }
  return alphanumerics >= minimumAlphanumerics && good >= visible * minimumReadableShare;
}
