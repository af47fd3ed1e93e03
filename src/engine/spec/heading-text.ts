// Tells headings ("ACTION SUBMITTALS", "Shop Drawings and Product Data") from sentences.

/** Upper-case text, or a short title-case phrase without a closing full stop. */
export function isHeadingText(text: string): boolean {
  const t = text.trim().replace(/[:.]$/, "");
  if (t === "" || /^["“(]/.test(t)) return false;
  const letters = t.replace(/[^A-Za-z]/g, "");
  if (letters.length < 2) return false;
  const upper = letters.replace(/[^A-Z]/g, "").length;
  if (upper / letters.length > 0.85) return true;
  const words = t.split(/\s+/);
  if (words.length > 8 || /[.;]/.test(t)) return false;
  const minor = /^(and|or|of|for|the|a|an|to|in|on|with|by)$/;
  return words.every((w) => minor.test(w) || /^[A-Z0-9("“]/.test(w));
}
