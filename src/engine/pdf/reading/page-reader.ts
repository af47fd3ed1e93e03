// Reads pages of one open PDF: the text layer, or OCR when a page has none. Used in-process and inside workers.
import type * as mupdf from "mupdf";
import type { PageText } from "../../types";
import type { OcrSettings } from "../ocr/ocr-settings";
import type { OpenPdf } from "./open-pdf";
import { createContentBudget, maxTextBytes } from "../budgets/page-budget";
import { readPageText } from "./read-page-text";
import { PageRecogniser } from "./page-recogniser";
import { ocrPage, wouldOcr } from "./page-ocr";
import { damagedPage, problemPage } from "./problem-pages";

export type PageReader = {
  pageCount: number;
  read: (pageNumber: number) => Promise<PageText>;
  close: () => Promise<void>;
};

export type PageReaderOptions = {
  /** "probe": a page without a text layer is not OCR'd but says whether it would be (`needsOcr`). */
  ocr: boolean | "probe";
  /** Called when a page without a text layer goes on to OCR (the page pool gives such a page a longer time limit). */
  onOcrStart?: (pageNumber: number) => void;
  /** The OCR engine and a page's OCR budget; default: from the environment (OCR_ENGINE, OCR_PAGE_CPU_SECONDS). */
  ocrSettings?: OcrSettings;
  /** Stops a page's OCR at once (the child process is killed); the page comes back with an `ocr_failed` problem. */
  signal?: AbortSignal;
};

/**
 * A page that cannot be read comes back with a `problem` instead of failing the book: one damaged page (or one OCR
 * failure) among thousands should cost that page, not the scan. Whole-document failures are thrown by `openPdf`.
 */
export function createPageReader(pdf: OpenPdf, options: PageReaderOptions): PageReader {
  const checkContent = createContentBudget();
  const recogniser = new PageRecogniser(options.ocrSettings, options.signal);

  const read = async (pageNumber: number): Promise<PageText> => {
    let page: mupdf.Page;
    try {
      page = pdf.doc.loadPage(pageNumber - 1);
    } catch (error) {
      return damagedPage(pageNumber, error);
    }
    try {
      let text: PageText;
      try {
        text = readTextWithinBudget(page, pageNumber, checkContent);
      } catch (error) {
        return problemPage(pageNumber, error, page);
      }
      if (text.hasTextLayer || !options.ocr) return text;
      if (options.ocr === "probe") return { ...text, needsOcr: wouldOcr(page, text) };
      options.onOcrStart?.(pageNumber);
      return await ocrPage(page, pageNumber, text, recogniser);
    } finally {
      page.destroy();
    }
  };

  return {
    pageCount: pdf.pageCount,
    read,
    close: async () => {
      pdf.close();
      await recogniser.terminate();
    },
  };
}

/** The page's text layer once its content is within the page budget (its text clipped when it shows too much). */
function readTextWithinBudget(
  page: mupdf.Page,
  pageNumber: number,
  checkContent: ReturnType<typeof createContentBudget>,
): PageText {
  const clipped = checkContent(page);
  const text = readPageText(page, pageNumber);
  if (clipped) text.problem = { kind: clipped, detail: `only its first ${maxTextBytes >> 10} KB of text were read` };
  return text;
}
