// The first sentence of a paragraph. Read by several rules for every paragraph of a book, so the end is found by a
// search that looks at three characters per position (a lazy pattern from the start backtracks through every word),
// and the last answer is kept.

// A full stop ends a sentence unless it belongs to a number ("1.5") or an abbreviation ("No.", "e.g."): the two
// characters before it are neither spaces nor dots, and what follows is the end of the text or a space and a
// capital, quote or parenthesis.
const SENTENCE_END = /[^\s.]{2}[.!?](?:\s+[A-Z"“(]|\s*$)/;
// A sentence never runs over a line break.
const LINE_BREAK = /[\n\r\u2028\u2029]/;

let last: { text: string; sentence: string } | undefined;

export function firstSentence(text: string): string {
  if (last?.text === text) return last.sentence;
  const sentence = readFirstSentence(text);
  last = { text, sentence };
  return sentence;
}

function readFirstSentence(text: string): string {
  const end = SENTENCE_END.exec(text);
  if (!end) return text.trim();
  const length = end.index + 3;
  const lineBreak = text.search(LINE_BREAK);
  if (lineBreak >= 0 && lineBreak < length) return text.trim();
  return text.slice(0, length).trim();
}
