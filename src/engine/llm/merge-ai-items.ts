// Turns a section's AI answers into submittals: unverifiable quotes are dropped, and rule results win on overlap.
import type { Submittal, SubmittalRegion } from "../../contract/submittal";
import { linesRegion } from "../extraction/outline/paragraph-region";
import type { AiItem } from "./ai-items-schema";
import type { SectionForAi } from "./sections-for-ai";
import { normalizeForQuote, quoteChecker } from "./verify-quote";

export type MergedAiItems = {
  /** AI items that survived, ready to add beside the section's rule items. */
  added: Submittal[];
  /** Items whose quote is not in the section text: the model made them up or rewrote the source. */
  droppedUnverified: number;
  /** Items the rules already had (same paragraph ref or same text). */
  droppedAsDuplicates: number;
};

// "1.4.A", "1.4 A." and "1.4A" name the same paragraph.
const normalizeRef = (ref: string | undefined): string => (ref ?? "").replace(/[\s.]+/g, "").toUpperCase();

/** Merges the AI items found in all chunks of one section with that section's rule items. */
export function mergeAiItems(section: SectionForAi, aiItems: readonly AiItem[]): MergedAiItems {
  const isVerbatim = quoteChecker(section.text);
  const ruleRefs = new Set(section.ruleItems.map((item) => normalizeRef(item.ref)).filter((ref) => ref !== ""));
  const ruleTexts = section.ruleItems
    .map((item) => normalizeForQuote(item.sourceText ?? item.specifications))
    .filter((text) => text.length >= 12);
  const findPage = quotePageFinder(section);
  const findRegion = quoteRegionFinder(section);
  const seen = new Set<string>();
  const result: MergedAiItems = { added: [], droppedUnverified: 0, droppedAsDuplicates: 0 };

  for (const item of aiItems) {
    if (!isVerbatim(item.quote)) {
      result.droppedUnverified += 1;
      continue;
    }
    const quote = normalizeForQuote(item.quote);
    const ref = normalizeRef(item.ref);
    const sameAsRule =
      (ref !== "" && ruleRefs.has(ref)) || ruleTexts.some((text) => text.includes(quote) || quote.includes(text));
    // Overlapping chunks can report the same paragraph twice; one item per (paragraph or quote, type).
    const key = `${ref || quote}|${item.submittalType}`;
    if (sameAsRule || seen.has(key)) {
      result.droppedAsDuplicates += 1;
      continue;
    }
    seen.add(key);
    const bbox = findRegion(quote);
    const page = bbox?.page ?? findPage(quote);
    result.added.push(toSubmittal(section, item, ref === "" ? undefined : item.ref.trim(), quote, page, bbox));
  }
  return result;
}

/** The page of the line where a (normalised) quote starts; the section's first page when lines have no pages. */
function quotePageFinder(section: SectionForAi): (quote: string) => number {
  const lines = section.text.split("\n").map(normalizeForQuote);
  const pages = section.linePages;
  return (quote) => {
    if (!pages || pages.length !== lines.length) return section.pageStart;
    // The quote may start mid-line and run on: look for its opening words in one line, then across a line break.
    const opening = quote.split(" ").slice(0, 4).join(" ");
    let index = lines.findIndex((line) => line.includes(opening));
    if (index < 0) index = lines.findIndex((line, i) => `${line} ${lines[i + 1] ?? ""}`.includes(opening));
    if (index >= 0) return pages[index] ?? section.pageStart;
    return section.pageStart;
  };
}

/**
 * The region of the lines a (normalised) quote spans, on the page it starts on; undefined when the section's lines
 * carry no boxes or the quote cannot be followed line by line.
 */
function quoteRegionFinder(section: SectionForAi): (quote: string) => SubmittalRegion | undefined {
  const lines = section.lines;
  if (!lines || lines.length === 0) return () => undefined;
  const texts = lines.map((line) => normalizeForQuote(line.text));
  return (quote) => {
    const opening = quote.split(" ").slice(0, 4).join(" ");
    let start = texts.findIndex((text) => text.includes(opening));
    if (start < 0) start = texts.findIndex((text, i) => `${text} ${texts[i + 1] ?? ""}`.includes(opening));
    if (start < 0) return undefined;
    let joined = "";
    for (let end = start; end < texts.length && end < start + MAX_QUOTE_LINES; end++) {
      joined = joined === "" ? texts[end]! : `${joined} ${texts[end]!}`;
      if (joined.includes(quote)) return linesRegion(lines.slice(start, end + 1), lines[start]!.page);
    }
    return undefined;
  };
}

const MAX_QUOTE_LINES = 200;

function toSubmittal(
  section: SectionForAi,
  item: AiItem,
  ref: string | undefined,
  quote: string,
  page: number,
  bbox: SubmittalRegion | undefined,
): Submittal {
  return {
    division: section.division,
    section: section.section,
    description: item.description,
    submittalType: item.submittalType,
    ...(item.label ? { label: item.label } : {}),
    specifications: quote,
    sectionTitle: section.title,
    page,
    ...(ref !== undefined && { ref }),
    category: item.category,
    sourceText: quote,
    origin: "ai",
    ...(bbox ? { bbox } : {}),
  };
}
