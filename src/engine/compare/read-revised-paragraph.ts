// Reads a paragraph an addendum words anew ("Revise paragraph 1.3.B to read: …") as the rules would read it in the
// book: the paragraph is set on a page of its own under its section and article, and the section's rules build its
// item (description, type, label, listed details). Synchronous: one short page, no PDF.
import type { Submittal } from "../../contract/submittal";
import type { PageText, TextLine } from "../types";
import { pageToSpecLines } from "../extraction/lines/page-lines";
import { SectionSegmenter } from "../extraction/sections/segment-sections";
import { extractSectionSubmittals } from "../extraction/extract-section-submittals";

export type ParagraphPlace = { section: string; sectionTitle?: string; ref: string };

const LEFT = 72;
const STEP = 13;
const SIZE = 10;
const CHAR_WIDTH = 5;

function line(text: string, indent: number, index: number): TextLine {
  return { text, x: LEFT + indent * 9, y: 72 + index * STEP, width: text.length * CHAR_WIDTH, height: SIZE };
}

/**
 * The register items the rules find in `text` as paragraph `place.ref` ("1.3.B": article 1.3, paragraph B) of its
 * section, with no page or box (the paragraph is not on a page of the book). Empty when the ref is not an article
 * and a lettered paragraph, or when the rules find no requirement in it (a product paragraph, say).
 */
export function readParagraphText(place: ParagraphPlace, text: string): Submittal[] {
  const m = /^(\d{1,2})\.(\d{1,2})\.([A-Z])$/.exec(place.ref);
  if (!m) return [];
  const [, part, article, letter] = m;
  // Part 1's articles are the submittals articles; the rules judge a paragraph of another part on its own words.
  const articleTitle = part === "1" ? "SUBMITTALS" : "REQUIREMENTS";
  const [first = "", ...rest] = text.split("\n").map((l) => l.trim());
  const rows = [
    line(`SECTION ${place.section} - ${place.sectionTitle ?? "SECTION"}`, 0, 0),
    line(`PART ${part} - ${part === "1" ? "GENERAL" : "PRODUCTS"}`, 0, 2),
    line(`${part}.${article} ${articleTitle}`, 0, 4),
    line(`${letter}. ${first}`, 1, 6),
    ...rest.filter((l) => l !== "").map((l, i) => line(l, 2, 7 + i)),
  ];
  const page: PageText = { pageNumber: 1, width: 612, height: 792, lines: rows, hasTextLayer: true, ocr: false };
  const segmenter = new SectionSegmenter([]);
  for (const specLine of pageToSpecLines(page)) segmenter.push(specLine);
  const sections = [...segmenter.take(), ...segmenter.finish()];
  return sections
    .flatMap(extractSectionSubmittals)
    .filter((item) => item.ref === place.ref)
    .map(({ page: _page, bbox: _bbox, ...item }) => ({
      ...item,
      section: place.section,
      ...(place.sectionTitle !== undefined && { sectionTitle: place.sectionTitle }),
    }));
}
