// What a caller tells the page pool about one reading of a book (extract-pages.ts fills it in).
import type { ExtractPagesOptions, PageRange } from "../../types";
import type { OcrSettings } from "../ocr/ocr-settings";

/** The settings a reading passes on unchanged, as ExtractPagesOptions documents them. */
type PassedOn = Pick<
  ExtractPagesOptions,
  "openTimeoutMs" | "onOpening" | "maxPages" | "pageTimeLimits" | "timeoutCounts" | "turnEnd"
>;

export type WorkerPoolOptions = PassedOn & {
  pages?: PageRange;
  signal?: AbortSignal;
  ocr: boolean | "probe";
  /** ExtractPagesOptions.ocrSettings; default: each thread's copy of the environment. */
  ocrSettings?: OcrSettings;
  threads: number;
  /**
   * `threads` is a ceiling: one thread opens the book, and more start once the page count is known only as far as
   * they pay (the pages to read, the cores not already busy: page-thread-count.ts). Otherwise all start at once.
   */
  onlyThreadsThatPay?: boolean;
  onPageCount?: (pageCount: number, repaired: boolean) => void;
  /**
   * The pages to read once the page count is known, as chunks in page order (a look at a few pages); default: `pages`
   * (or every page) in chunks of the pool's size. None: the book is only opened and counted.
   */
  pagesOf?: (pageCount: number) => PageRange[];
};
