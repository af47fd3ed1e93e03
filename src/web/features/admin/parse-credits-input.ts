/**
 * The Credits number input's text as an integer (spec §5: "parsed as integer"), or undefined when empty so the
 * schema reports "Credits amount is required" rather than a type error.
 */
export function parseCreditsInput(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  return Number.parseInt(text, 10);
}
