// Restores the line structure of a page whose text lost its line breaks (a web transcript printed to PDF): part,
// article and paragraph headings then run on inside wrapped lines ("… apply to this Section. 1.2 SUMMARY A. This
// Section includes …"). Such a page is cut again in front of each heading so the outline reads it as usual.
import type { SpecLine } from "./spec-line";

// "1.2 SUMMARY", "1.03 SUBMITTALS": an article number before a word in capitals.
const ARTICLE = String.raw`\d{1,2}\.\d{1,2}\s+[A-Z]{3,}`;
// "A. Drawings", "1. Base sheet", "B. FM Listing", after a finished sentence, a label's colon or a heading in capitals.
const PARAGRAPH = String.raw`(?:[A-Z]|\d{1,2})\.\s+[A-Z][A-Za-z]`;
const INLINE_ARTICLE = new RegExp(String.raw`(?<=\S\s+)(?<!(?:Section|Article|Paragraph)\s+)${ARTICLE}`, "g");
const INLINE_PARAGRAPH = new RegExp(String.raw`(?<=(?:[.:]|\b[A-Z]{3,})\s+)${PARAGRAPH}`, "g");
const AT_START = new RegExp(String.raw`^(?:${ARTICLE}|${PARAGRAPH}|PART\s+\d)`);
const PART_HEADING = /(?<=\S\s+)PART\s+\d{1,2}(?:\.\d+)?\s*[-–—:]/g;
// A heading in capitals without a number, over the first paragraph of its list: "… Class 1A SUBMITTALS A. Product".
const CAPITALS_OVER_LIST = /(?<=\s)((?:[A-Z][A-Z&/-]+\s+){0,3}[A-Z][A-Z&/-]{3,}):?\s+(?=A\.\s+[A-Z])/g;
const ARTICLE_NUMBER = /(?:^|\s)(?:\d{1,2}\.\d{1,2}|PART\s+\d{1,2})\s*$/;

// A page counts as run on when its headings sit inside lines far more often than at their starts.
const MIN_INLINE_ARTICLES = 2;
const MIN_INLINE_PARAGRAPHS = 3;

export function splitRunOnLines(lines: SpecLine[]): SpecLine[] {
  if (!isRunOn(lines)) return lines;
  // Character offsets of each line in the page's text joined with single spaces.
  const starts: number[] = [];
  let text = "";
  for (const line of lines) {
    starts.push(text.length);
    text += (text ? " " : "") + line.text;
    if (starts.length > 1) starts[starts.length - 1]! += 1;
  }
  const cuts = new Set<number>([0]);
  for (const re of [PART_HEADING, INLINE_ARTICLE, INLINE_PARAGRAPH])
    for (const m of text.matchAll(re)) cuts.add(m.index);
  for (const m of text.matchAll(CAPITALS_OVER_LIST)) {
    if (!ARTICLE_NUMBER.test(text.slice(0, m.index))) cuts.add(m.index);
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const out: SpecLine[] = [];
  for (const [i, at] of sorted.entries()) {
    const piece = text.slice(at, sorted[i + 1] ?? text.length).trim();
    if (piece === "") continue;
    const origin = lines[lastIndexAtOrBefore(starts, at)]!;
    out.push({ ...origin, text: piece, x: lines[0]!.x, width: undefined, gapBefore: false });
  }
  return out;
}

function isRunOn(lines: SpecLine[]): boolean {
  let inlineArticles = 0;
  let inlineParagraphs = 0;
  let atStart = 0;
  for (const line of lines) {
    inlineArticles += [...line.text.matchAll(INLINE_ARTICLE)].length;
    inlineParagraphs += [...line.text.matchAll(INLINE_PARAGRAPH)].length;
    if (AT_START.test(line.text)) atStart++;
  }
  return (
    inlineArticles >= MIN_INLINE_ARTICLES &&
    inlineParagraphs >= MIN_INLINE_PARAGRAPHS &&
    atStart * 2 < inlineArticles + inlineParagraphs
  );
}

function lastIndexAtOrBefore(starts: number[], at: number): number {
  let index = 0;
  for (const [i, start] of starts.entries()) if (start <= at) index = i;
  return index;
}
