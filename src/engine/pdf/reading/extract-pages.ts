// The PDF layer's public entry: the pages of a PDF as text lines, in order, one page at a time.
import type { ExtractPagesOptions, PageRange, PageText } from "../../types";
import { extractPageJsonWithWorkers, extractPagesWithWorkers } from "../threads/page-thread-pool";
import type { WorkerPoolOptions } from "../threads/worker-pool-options";
import { coresAvailable } from "../threads/page-thread-count";
import { CorruptPdfError } from "../pdf-errors";

export { CorruptPdfError, EmptyPdfError, EncryptedPdfError, NotAPdfError, PdfError, isPdfError } from "../pdf-errors";
export type { PdfErrorCode } from "../pdf-errors";

/**
 * Yields every page (or `options.pages`) of the PDF at `path` in page order.
 * Throws a `PdfError` (not a PDF, password-protected, damaged, no pages) before the first page; that includes a file
 * whose every page is damaged. A damaged page among readable ones comes back with `problem` set and no lines.
 * `threads: 0` reads in the calling thread (tools and tests); otherwise pages are spread over that many workers.
 * Left out, the engine chooses: up to one thread per core, more than one only when it pays (page-thread-count.ts).
 */
export async function* extractPages(path: string, options: ExtractPagesOptions = {}): AsyncGenerator<PageText> {
  yield* failIfNoPageReadable(readPages(path, options));
}

/**
 * Yields the pages of `options.pages` as JSON text (a `PageText` each), a range whose every page is damaged included:
 * for one range of a book whose other ranges are read elsewhere, stored as read. The whole-book check
 * (`failIfNoPageReadable`) runs when the ranges are combined.
 */
export async function* readPageRangeJson(
  path: string,
  options: ExtractPagesOptions & { pages: PageRange },
): AsyncGenerator<string> {
  const pool = poolOptions(options);
  if (pool.threads === 0) {
    for await (const page of readPages(path, options)) yield JSON.stringify(page);
    return;
  }
  yield* extractPageJsonWithWorkers(path, pool);
}

/** Passes pages through; throws a CorruptPdfError when every page is damaged (nothing in the file could be read). */
export async function* failIfNoPageReadable(
  pages: AsyncIterable<PageText> | Iterable<PageText>,
): AsyncGenerator<PageText> {
  // Damaged pages are held back until a readable one shows the document is worth reading (they carry no lines).
  const held: PageText[] = [];
  let readable = false;
  for await (const page of pages) {
    if (!readable && page.problem?.kind === "damaged") {
      held.push(page);
      continue;
    }
    readable = true;
    yield* held.splice(0);
    yield page;
  }
  if (!readable && held.length > 0) throw new CorruptPdfError(`no page could be read: ${held[0]!.problem!.detail}`);
}

/** The page pool's options from the caller's; `threads: 0` means reading in the calling thread. */
function poolOptions(options: ExtractPagesOptions): WorkerPoolOptions {
  const { pages, signal, onPageCount, onOpening, maxPages, pageTimeLimits, timeoutCounts, turnEnd } = options;
  const threads = Math.max(0, Math.floor(options.threads ?? coresAvailable()));
  const ocr = options.ocr ?? true;
  const { openTimeoutMs, ocrSettings } = options;
  return {
    ocrSettings,
    pages,
    signal,
    onPageCount,
    onOpening,
    maxPages,
    pageTimeLimits,
    timeoutCounts,
    turnEnd,
    openTimeoutMs,
    ocr,
    threads,
    ...(options.threads === undefined && { onlyThreadsThatPay: true }),
  };
}

/**
 * The pages `pagesOf` names once the page count is known (a look at a few pages of a book, in page order), read
 * with the reading's limits; none: the book is only opened and counted.
 */
export async function* readChosenPages(
  path: string,
  options: ExtractPagesOptions & { pagesOf: (pageCount: number) => PageRange[] },
): AsyncGenerator<PageText> {
  yield* readPages(path, options);
}

async function* readPages(
  path: string,
  options: ExtractPagesOptions & { pagesOf?: (pageCount: number) => PageRange[] },
): AsyncGenerator<PageText> {
  const pool = { ...poolOptions(options), ...(options.pagesOf && { pagesOf: options.pagesOf }) };
  if (pool.threads === 0) {
    // Loaded on demand so a server that only uses workers never loads mupdf on its event loop thread.
    const { extractPagesInProcess } = await import("./read-pages-in-process");
    yield* extractPagesInProcess(path, { ...options, ocr: pool.ocr, pagesOf: pool.pagesOf });
    return;
  }
  yield* extractPagesWithWorkers(path, pool);
}

/** Page count from the document's page tree, without reading any page content. */
/** Whether the file had to be repaired to be opened; asked only when no page gave text, so the library loads lazily. */
export async function wasRepaired(path: string): Promise<boolean> {
  const { pdfWasRepaired } = await import("./open-pdf");
  return pdfWasRepaired(path);
}

export async function countPages(path: string): Promise<number> {
  const { countPdfPages } = await import("./open-pdf");
  return countPdfPages(path);
}
