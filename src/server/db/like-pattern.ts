// Searches typed by users go into LIKE patterns; their own `%`, `_` and `\` must match literally.

export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
