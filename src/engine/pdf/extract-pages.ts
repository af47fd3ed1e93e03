// The PDF layer's public entry: the pages of a PDF as text lines, in order, one page at a time.
import type { ExtractPagesOptions, PageText } from "../types";
import { extractPagesInProcess } from "./extract-pages-in-process";
import { countPdfPages } from "./open-pdf";

export { CorruptPdfError, EmptyPdfError, EncryptedPdfError, NotAPdfError, PdfError, isPdfError } from "./pdf-errors";
export type { PdfErrorCode } from "./pdf-errors";

/**
 * Yields every page (or `options.pages`) of the PDF at `path` in page order.
 * Throws a `PdfError` (not a PDF, password-protected, damaged, no pages) before the first page.
 */
export function extractPages(path: string, options: ExtractPagesOptions = {}): AsyncIterable<PageText> {
  return extractPagesInProcess(path, options);
}

/** Page count from the document's page tree, without reading any page content. */
export function countPages(path: string): Promise<number> {
  return Promise.resolve().then(() => countPdfPages(path));
}
