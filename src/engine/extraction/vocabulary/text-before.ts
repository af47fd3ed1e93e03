// The text before a pattern's first match: what `text.split(pattern)[0]` gives, without finding every later match
// and copying every part (the rules cut names out of long sentences thousands of times per book).

/** `text` up to the first match of `pattern` (a pattern without the g or y flag), or all of it when none matches. */
export function textBefore(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  return match ? text.slice(0, match.index) : text;
}
