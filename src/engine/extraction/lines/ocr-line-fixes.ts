// Repairs numbering that OCR misreads at the start of a line: "1:5 QUALITY" → "1.5 QUALITY", "2! Supervision" →
// "2. Supervision", "1s Methods" → "1. Methods", "Cc: Review" → "c. Review". Only applied to OCR pages.

const FIXES: ReadonlyArray<[RegExp, string]> = [
  // Article numbers with the dot read as a colon, semicolon or comma.
  [/^(\d{1,2})[:;,](\d{1,2})(?=\s+[A-Z])/, "$1.$2"],
  // List numbers whose dot became punctuation or an "s", or vanished, sometimes with a speck after them.
  [/^(\d{1,2})(?:[:;!,']|s)?\s+(?:[§¢©®°|*]+\S?\s+)?(?=[A-Z])/, "$1. "],
  // "i:" and "l:" for "1."
  [/^[il][:;]\s+(?=[A-Z])/, "1. "],
  // A doubled letter with a colon ("Cc:") for a lower-case list letter.
  [/^([A-Z])([a-z])[:;]\s+(?=[A-Z])/, "$2. "],
];

export function fixOcrNumbering(text: string): string {
  for (const [re, replacement] of FIXES) {
    if (!re.test(text)) continue;
    if (replacement === "$2. ") {
      const m = re.exec(text)!;
      if (m[1]!.toLowerCase() !== m[2]) continue;
    }
    return text.replace(re, replacement);
  }
  return text;
}
