// Tesseract's TSV output turned into text lines: one row per word (level 5) carrying its line's numbers, and one
// row per line (level 4) carrying the line's box. TSV costs less to produce than tesseract.js's block tree.
import type { TextFragment } from "./text-fragment";

export type OcrWord = { text: string; confidence: number };
export type OcrLine = { text: string; x0: number; y0: number; x1: number; y1: number; words: OcrWord[] };

/** Lines in the order tesseract gives them (block, paragraph, line), words joined by one space. */
export function parseOcrTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line, , left, top, width, height, confidence] = cells.map(Number);
    const key = `${block}.${paragraph}.${line}`;
    if (level === 4) {
      lines.set(key, { text: "", x0: left!, y0: top!, x1: left! + width!, y1: top! + height!, words: [] });
    } else if (level === 5) {
      const text = cells.slice(11).join("\t").trim();
      if (text !== "") lines.get(key)?.words.push({ text, confidence: confidence! });
    }
  }
  const result: OcrLine[] = [];
  for (const line of lines.values()) {
    if (line.words.length === 0) continue;
    result.push({ ...line, text: line.words.map((w) => w.text).join(" ") });
  }
  return result;
}

/** Confidence (0–100) from which a word of three or more letters counts as read rather than guessed from speckle. */
const realWordConfidence = 70;

/**
 * Words that are words: three or more letters (trailing punctuation allowed) read with confidence. Image noise makes
 * tesseract emit many short, low-confidence "words" and next to no real ones; a page of text gives dozens.
 */
export function countRealWords(lines: readonly OcrLine[]): number {
  let count = 0;
  for (const line of lines) {
    for (const word of line.words) {
      if (word.confidence >= realWordConfidence && /^\p{L}{3,}[.,:;)]?$/u.test(word.text)) count++;
    }
  }
  return count;
}

export function toFragments(lines: readonly OcrLine[], dpi: number, clean: (text: string) => string): TextFragment[] {
  const toPoints = 72 / dpi;
  const fragments: TextFragment[] = [];
  for (const line of lines) {
    const text = clean(line.text);
    if (text === "") continue;
    fragments.push({
      text,
      x: line.x0 * toPoints,
      y: line.y0 * toPoints,
      width: (line.x1 - line.x0) * toPoints,
      height: (line.y1 - line.y0) * toPoints,
      // Tesseract reads the page as rendered, upright lines only.
      upright: true,
    });
  }
  return fragments;
}
