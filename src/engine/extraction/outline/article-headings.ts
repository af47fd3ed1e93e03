// The lines that head a section's parts and articles: "PART 2", "GENERAL", "1.4 SUBMITTALS", "14. Submittals", and
// "SUBMITTALS" alone over a list or set apart between blank lines.
import type { SpecLine } from "../lines/spec-line";
import type { Article } from "./outline-types";
import { isHeadingText } from "./heading-text";

export const PART = /^PART\s+(\d+|ONE|TWO|THREE|I{1,3})\b\.?\s*[-–—:.]?\s*(.*)$/i;
export const PART_WORDS: Readonly<Record<string, number>> = { ONE: 1, TWO: 2, THREE: 3, I: 1, II: 2, III: 3 };
// "1.4 SUBMITTALS", "1.04 – SUBMITTALS", "ARTICLE 1.4 - SUBMITTALS".
export const ARTICLE = /^(?:ARTICLE\s+)?(\d{1,2})\.(\d{1,2})\.?(?:\s+[-–—]?\s*|$)(.*)$/;
// A part named only by its word ("General", "## Products" in a markdown export), in sections without "PART n" lines.
export const WORD_PART = /^(?:#{1,6}\s*)?(GENERAL|PRODUCTS?|EXECUTION)\s*$/i;
export const WORD_PART_NUMBERS: Readonly<Record<string, number>> = {
  GENERAL: 1,
  PRODUCT: 2,
  PRODUCTS: 2,
  EXECUTION: 3,
};
// An article titled after a list number ("1. RELATED DOCUMENTS", "14. **Submittals"), in sections whose articles
// carry no decimal numbers.
const LISTED_ARTICLE = /^\d{1,2}\.\s+(?:\*\*)?([A-Z][A-Za-z ,&/'’()-]{2,60}?)\**\s*$/;
// A title the export marked bold ("9. **Quality Assurance") is an article heading even where it fell into an
// indented list.
export const BOLD_LISTED_ARTICLE = /^\d{1,2}\.\s+\*\*[A-Z]/;
export const CITES_SECTION = /\b(?:Section|Division)\s+\d|\b\d{2}\s?\d{2}\s?\d{2}\b/i;

/**
 * "SUBMITTALS" or "Submittals" alone on its line, followed by the first paragraph of a list ("A.", "1.", "(a)"):
 * "over-list"; or "SUBMITTALS" between blank lines, followed by unnumbered paragraphs: "set-apart".
 */
export function unnumberedArticleHeading(
  line: SpecLine,
  text: string,
  previous: SpecLine | undefined,
  next: SpecLine | undefined,
): "over-list" | "set-apart" | null {
  if (next === undefined || text.split(/\s+/).length > 6 || /^(SECTION|PART|END|DIVISION|NOTE)\b/i.test(text)) {
    return null;
  }
  // "SUBMITTALS:" over "A. SHOP DRAWINGS: …" (run-in office masters) is a heading as much as "SUBMITTALS".
  const capitals = /^[A-Z][A-Z ,&/'’()-]{2,60}:?$/.test(text);
  const titleCase = !capitals && /^[A-Z][A-Za-z ,&/'’()-]{2,60}$/.test(text) && isHeadingText(text);
  if (!capitals && !titleCase) return null;
  if (/^(?:[A1a][.)]|\([A1a]\))(?:\s|$)/.test(next.text)) return "over-list";
  const setApart = line.gapBefore || (previous !== undefined && PART.test(previous.text));
  return capitals && setApart && next.gapBefore ? "set-apart" : null;
}

type Heading = { number: string; title: string; runIn: string };

/** A title-only line: a heading, not a labelled paragraph ("Product Data:") or a reference ("Refer to Section …"). */
export function isTitleLine(text: string): boolean {
  const t = text.trim();
  if (!isHeadingText(t)) return false;
  const capitals = !/[a-z]/.test(t);
  return capitals || (!t.endsWith(":") && !CITES_SECTION.test(t));
}

/**
 * `previous`, `next`: the lines around it. A number alone on its line after an unfinished sentence ("… as specified
 * in Article" / "1.5.") is the sentence's end, unless a title follows it.
 */
export function readArticleHeading(
  text: string,
  part: number,
  previous: string | undefined,
  next: string | undefined,
): Heading | "part" | null {
  const m = ARTICLE.exec(text);
  if (!m) return null;
  const major = Number(m[1]);
  if (m[2] === "0" && isHeadingText(m[3] ?? "")) return "part";
  if (part > 0 && major !== part) return null;
  const rest = (m[3] ?? "").trim();
  const number = `${m[1]}.${m[2]}`;
  if (rest === "") {
    const inSentence = previous !== undefined && !isHeadingText(previous) && !/[.:;!?)"”]$/.test(previous.trim());
    return inSentence && !isHeadingText(next ?? "") ? null : { number, title: "", runIn: "" };
  }
  const runIn = /^([^a-z:]*[A-Z][^a-z:]*?)\s*[:.]\s+(.+)$/.exec(rest);
  if (runIn && isHeadingText(runIn[1]!)) return { number, title: runIn[1]!.trim(), runIn: runIn[2]!.trim() };
  const title = rest.replace(/[:.]$/, "").trim();
  if (isHeadingText(title)) return { number, title, runIn: "" };
  return null;
}

/** An article printed without a decimal number: it takes the next number of its part ("1.4"). */
export function impliedArticle(part: number, index: number, title: string, page: number): Article {
  return { number: `${part}.${index}`, title, runIn: "", part, page, introLines: [], paragraphs: [] };
}

/** The minor number of the part's last article ("1.3" → 3), 0 when it has none. */
export function lastArticleNumber(articles: Article[], part: number): number {
  const last = articles.at(-1);
  if (!last || last.part !== part) return 0;
  return Number(last.number.split(".")[1]) || 0;
}

/** "1. RELATED DOCUMENTS" → "RELATED DOCUMENTS": a title in capitals, or a short title-case one ("Submittals"). */
export function listedArticleTitle(text: string): string | null {
  const m = LISTED_ARTICLE.exec(text);
  if (!m) return null;
  const title = m[1]!.trim();
  if (title.split(/\s+/).length > 6 || /^(SECTION|PART|END|DIVISION|NOTE)\b/i.test(title)) return null;
  const capitals = !/[a-z]/.test(title);
  return capitals || isHeadingText(title) ? title : null;
}
