/**
 * The Credits number input's text as a number, or undefined when empty so the schema reports "Credits amount is
 * required" rather than a type error. A fraction stays a fraction ("2.7" is 2.7, not 2), so the schema's whole-number
 * rule refuses it with its message instead of quietly granting less than was typed (product §5: credits are integers).
 */
export function parseCreditsInput(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  return Number(text);
}
