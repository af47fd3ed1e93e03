// A document from which no text could be read because reading failed has nothing to scan: it fails (and the server
// refunds it). One whose pages were all read and simply hold no words (a hand-lettered drawing, blank pages) is an
// answer, not a failure: it completes with an empty register and a warning that says why (decision 0121).
import { NoTextPdfError } from "../pdf/pdf-errors";

export type TextYield = {
  pageCount: number;
  pagesWithText: number;
  pagesOcrFailed: number;
  /** Pages not read at all: damaged, over a page budget or past their time limit. */
  pagesGivenUp: number;
  ocr: boolean;
};

/**
 * Throws when OCR was on, no page gave text and some page was not really read: `ocr_failed` when recognition failed
 * on every page, else `no_text` (pages given up). When every page was read and none holds a word the register
 * completes with its coverage warning; so it does with OCR off.
 */
export function assertSomeText({ pageCount, pagesWithText, pagesOcrFailed, pagesGivenUp, ocr }: TextYield): void {
  if (pagesWithText > 0 || !ocr || pageCount === 0) return;
  if (pagesOcrFailed === 0 && pagesGivenUp === 0) return;
  const detail = `${pageCount} pages, none with text; ${pagesOcrFailed} OCR failures, ${pagesGivenUp} given up`;
  throw new NoTextPdfError(pagesOcrFailed >= pageCount ? "ocr_failed" : "no_text", detail);
}
