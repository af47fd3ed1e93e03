// The PDF layer's public entry: the pages of a PDF as text lines, in order, one page at a time.
import type { ExtractPagesOptions, PageText } from "../types";
import { extractPagesWithWorkers } from "./extract-pages-with-workers";

export { CorruptPdfError, EmptyPdfError, EncryptedPdfError, NotAPdfError, PdfError, isPdfError } from "./pdf-errors";
export type { PdfErrorCode } from "./pdf-errors";

const defaultThreads = 2;

/**
 * Yields every page (or `options.pages`) of the PDF at `path` in page order.
 * Throws a `PdfError` (not a PDF, password-protected, damaged, no pages) before the first page.
 * `threads: 0` reads in the calling thread (tools and tests); otherwise pages are spread over that many workers.
 */
export async function* extractPages(path: string, options: ExtractPagesOptions = {}): AsyncGenerator<PageText> {
  const threads = Math.max(0, Math.floor(options.threads ?? defaultThreads));
  const ocr = options.ocr ?? true;
  if (threads === 0) {
    // Loaded on demand so a server that only uses workers never loads mupdf on its event loop thread.
    const { extractPagesInProcess } = await import("./extract-pages-in-process");
    yield* extractPagesInProcess(path, { ...options, ocr });
    return;
  }
  yield* extractPagesWithWorkers(path, { pages: options.pages, signal: options.signal, ocr, threads });
}

/** Page count from the document's page tree, without reading any page content. */
export async function countPages(path: string): Promise<number> {
  const { countPdfPages } = await import("./open-pdf");
  return countPdfPages(path);
}
