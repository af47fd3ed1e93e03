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

/** Article 1 of a master whose articles are numbered "1.", "2." over ".1" paragraphs and which has no parts
 * ("1. REQUIREMENTS OF APPLICABLE LAWS", "1.INTENT"): in capitals, on its own line. */
export const FIRST_LISTED_ARTICLE = /^1\.\s*[A-Z][A-Z ,&/'’()-]{3,60}$/;
