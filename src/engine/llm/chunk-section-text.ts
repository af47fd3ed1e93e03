// Splits a long section into pieces that fit one model request, cutting between paragraphs where it can.

/** Rough token estimate for English specification text (about four characters per token). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

// A line that opens a paragraph or article ("1.5 SUBMITTALS", "A. Product Data", "PART 2") is a clean place to cut.
const PARAGRAPH_START = /^\s*(?:PART\s+\d|\d+\.\d+\b|[A-Z]\.\s|\d+\.\s|[a-z]\.\s|$)/;

/** Splits `text` into chunks of at most `maxTokens` estimated tokens each, in order, without losing text. */
export function chunkSectionText(text: string, maxTokens: number): string[] {
  const maxChars = Math.max(200, maxTokens * 4);
  if (text.length <= maxChars) return [text];

  const lines = text.split("\n").flatMap((line) => splitLongLine(line, maxChars));
  const chunks: string[] = [];
  let current: string[] = [];
  let currentChars = 0;
  // Index in `current` of the last line where a paragraph starts (0 means "no better cut").
  let lastParagraphStart = 0;

  for (const line of lines) {
    while (currentChars + line.length + 1 > maxChars && current.length > 0) {
      const cutAt = lastParagraphStart > current.length / 2 ? lastParagraphStart : current.length;
      chunks.push(current.slice(0, cutAt).join("\n"));
      current = current.slice(cutAt);
      currentChars = current.reduce((sum, l) => sum + l.length + 1, 0);
      lastParagraphStart = 0;
    }
    if (current.length > 0 && PARAGRAPH_START.test(line)) lastParagraphStart = current.length;
    current.push(line);
    currentChars += line.length + 1;
  }
  if (current.length > 0) chunks.push(current.join("\n"));
  return chunks;
}

function splitLongLine(line: string, maxChars: number): string[] {
  if (line.length <= maxChars) return [line];
  const parts: string[] = [];
  let rest = line;
  while (rest.length > maxChars) {
    const space = rest.lastIndexOf(" ", maxChars);
    const cut = space > maxChars / 2 ? space : maxChars;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^ /, "");
  }
  parts.push(rest);
  return parts;
}
