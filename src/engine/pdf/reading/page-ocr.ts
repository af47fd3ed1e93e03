// A page without a text layer read by OCR, or only asked whether OCR would read it ("probe"): its resolution from
// its images, a blank page left as it is, and its recognised lines in reading order.
import type * as mupdf from "mupdf";
import type { PageText } from "../../types";
import { cleanOcrLine } from "../ocr/ocr-engine";
import { probeBands } from "../ocr/ocr-probe-bands";
import { toFragments } from "../ocr/ocr-tsv";
import { measurePageImages, ocrResolution } from "../budgets/page-budget";
import { PageOverBudgetError } from "../budgets/page-over-budget";
import { linesInReadingOrder } from "../layout/reading-order";
import { looksBlank, renderPageImage } from "../render-page";
import type { PageRecogniser, Recognised } from "./page-recogniser";
import { describeError, overBudgetPage, problemPage } from "./problem-pages";

/** `text`: the page as its (empty) text layer read; it comes back with the recognised lines, or with a problem. */
export async function ocrPage(
  page: mupdf.Page,
  pageNumber: number,
  text: PageText,
  recogniser: PageRecogniser,
): Promise<PageText> {
  let dpi: number;
  try {
    // Images are measured from their headers before anything decodes them (the blank check renders the page).
    dpi = ocrResolution(measurePageImages(page), text.width, text.height);
    if (looksBlank(page)) return text;
  } catch (error) {
    return problemPage(pageNumber, error, page);
  }
  try {
    return recognisedPage(text, await recogniser.recognise(page, dpi), dpi);
  } catch (error) {
    if (error instanceof PageOverBudgetError) return overBudgetPage(pageNumber, error, page);
    return { ...text, problem: { kind: "ocr_failed", detail: describeError(error) } };
  }
}

function recognisedPage(text: PageText, recognised: Recognised | undefined, dpi: number): PageText {
  if (!recognised) return { ...text, lines: [], problem: { kind: "unreadable", detail: "OCR found no words" } };
  const lines = linesInReadingOrder(toFragments(recognised.lines, dpi, cleanOcrLine));
  if (!recognised.cutShort) return { ...text, lines, ocr: true };
  const detail = `text recognition stopped at its budget of ${recognised.budget} CPU seconds`;
  return { ...text, lines, ocr: lines.length > 0, problem: { kind: "ocr_cut_short", detail } };
}

/**
 * Whether OCR would read a page without a text layer: the checks `read` makes before any recognition (its images
 * within budget, not blank, enough ink for a line of text in a render at the OCR resolution). A page over budget or
 * damaged counts as needing OCR (the cautious answer: the look then plans small ranges).
 */
export function wouldOcr(page: mupdf.Page, text: PageText): boolean {
  try {
    const dpi = ocrResolution(measurePageImages(page), text.width, text.height);
    if (looksBlank(page)) return false;
    return probeBands(renderPageImage(page, dpi)).length > 0;
  } catch {
    return true;
  }
}
