// Reads pages in the calling thread, one at a time; for tests, tools and tiny files where a worker costs more than it saves.
import type { PageRange, PageText } from "../../types";
import type { OcrSettings } from "../ocr/ocr-settings";
import { openPdf } from "./open-pdf";
import { openWatched } from "./opening-watch";
import { createPageReader } from "./page-reader";
import { resolvePageRange } from "./page-range";
import { assertPageLimit } from "./too-many-pages";

export type InProcessOptions = {
  pages?: PageRange;
  signal?: AbortSignal;
  ocr?: boolean | "probe";
  ocrSettings?: OcrSettings;
  onPageCount?: (pageCount: number, repaired: boolean) => void;
  /** The pages to read once the page count is known (WorkerPoolOptions.pagesOf). */
  pagesOf?: (pageCount: number) => PageRange[];
  onOpening?: () => void;
  maxPages?: number;
  /** The opening's limit: enforced by whoever watches this thread's openings (opening-watch.ts), if anyone does. */
  openTimeoutMs?: number;
};

export async function* extractPagesInProcess(path: string, options: InProcessOptions = {}): AsyncGenerator<PageText> {
  options.signal?.throwIfAborted();
  options.onOpening?.();
  // The opening includes the repair and the page count (openPdf counts the pages).
  const pdf = openWatched(options.openTimeoutMs, () => openPdf(path));
  const reader = createPageReader(pdf, {
    ocr: options.ocr ?? true,
    ocrSettings: options.ocrSettings,
    signal: options.signal,
  });
  try {
    assertPageLimit(reader.pageCount, options.maxPages);
    const ranges = options.pagesOf?.(reader.pageCount) ?? [resolvePageRange(reader.pageCount, options.pages)];
    options.onPageCount?.(reader.pageCount, pdf.repaired);
    for (const range of ranges) {
      for (let pageNumber = range.from; pageNumber <= range.to; pageNumber++) {
        options.signal?.throwIfAborted();
        yield await reader.read(pageNumber);
      }
    }
  } finally {
    await reader.close();
  }
}
