// A document from which no text at all could be read has nothing to scan: it fails (and the server refunds it)
// rather than completing as an empty register for a credit.
import { NoTextPdfError } from "./pdf/pdf-errors";

export type TextYield = { pageCount: number; pagesWithText: number; pagesOcrFailed: number; ocr: boolean };

/**
 * Throws when OCR was on and no page gave text: `ocr_failed` when recognition failed on every page, else `no_text`
 * (pages blank, unreadable noise or over budget). With OCR off the register completes with its coverage warning.
 */
export function assertSomeText({ pageCount, pagesWithText, pagesOcrFailed, ocr }: TextYield): void {
  if (pagesWithText > 0 || !ocr || pageCount === 0) return;
  const detail = `${pageCount} pages, none with text; ${pagesOcrFailed} OCR failures`;
  throw new NoTextPdfError(pagesOcrFailed >= pageCount ? "ocr_failed" : "no_text", detail);
}
