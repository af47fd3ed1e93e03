// Tesseract's TSV output turned into text lines: one row per word (level 5) carrying its line's numbers, and one
// row per line (level 4) carrying the line's box. TSV costs less to produce than tesseract.js's block tree.
import type { TextFragment } from "../text-fragment";

export type OcrWord = { text: string; confidence: number };
export type OcrLine = { text: string; x0: number; y0: number; x1: number; y1: number; words: OcrWord[] };

/** Below this confidence (0–100) a short word is a speck or a stroke tesseract tried to name ("oe" beside a footer,
 * read at 0; "ay" before one, read at 25 by the native program), unless it could be a paragraph's number or letter
 * ("1", "B:"), which the outline needs. */
const guessedWordConfidence = 30;
const guessedWordLength = 3;

function isGuessedWord(text: string, confidence: number): boolean {
  if (confidence >= guessedWordConfidence || text.length > guessedWordLength) return false;
  return !/\d/.test(text) && !/^\(?\p{Lu}[.:)]?$/u.test(text);
}

/** A word whose box is smaller than this share of the page's confidently read words' height, in width and in height,
 * is a speck read as punctuation or a letter ("i", ";" beside a heading), not text. */
const speckShare = 0.25;

type BoxedWord = OcrWord & { width: number; height: number };

/** Lines in the order tesseract gives them (block, paragraph, line), words joined by one space. */
export function parseOcrTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine & { boxed: BoxedWord[] }>();
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line, , left, top, width, height, confidence] = cells.map(Number);
    const key = `${block}.${paragraph}.${line}`;
    if (level === 4) {
      lines.set(key, { text: "", x0: left!, y0: top!, x1: left! + width!, y1: top! + height!, words: [], boxed: [] });
    } else if (level === 5) {
      const text = cells.slice(11).join("\t").trim();
      // A word tesseract all but rejects is a speck or a stroke it tried to name, not text on the page.
      if (text !== "" && !isGuessedWord(text, confidence!))
        lines.get(key)?.boxed.push({ text, confidence: confidence!, width: width!, height: height! });
    }
  }
  const speck = speckSize([...lines.values()].flatMap((line) => line.boxed));
  const result: OcrLine[] = [];
  for (const { boxed, ...line } of lines.values()) {
    const words = boxed
      .filter((word) => word.width >= speck || word.height >= speck)
      .map(({ text, confidence }) => ({ text, confidence }));
    if (words.length === 0) continue;
    result.push({ ...line, words, text: words.map((w) => w.text).join(" ") });
  }
  return result;
}

/** The size under which a word is a speck: a share of the median height of the words read with confidence. */
function speckSize(words: BoxedWord[]): number {
  const heights = words
    .filter((word) => word.confidence >= realWordConfidence && /\p{L}{2,}/u.test(word.text))
    .map((word) => word.height)
    .sort((a, b) => a - b);
  if (heights.length === 0) return 0;
  return heights[Math.floor(heights.length / 2)]! * speckShare;
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
