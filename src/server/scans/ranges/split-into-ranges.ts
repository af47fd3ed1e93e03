// Decides whether a book is read in page ranges: a look at a few pages (text layer or scanned) sets the range size,
// and a book of more than one range, or too long for the short lane, is split (start-ranges.ts). Range jobs read in
// turns shared between users (range-turns.ts), so a long or slow book never holds a lane of its own.
// The look has a time limit of its own: a book whose sampled pages are slow is planned as a scanned one (small
// ranges), from the page count the look reported before it began sampling.
import type { PageRange, ScanProgress } from "../../../engine";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../queue/pg-boss-queue";
import { tooManyPagesMessage } from "../../../contract/uploads";
import { ScanFailure, type RunThreadTask } from "../thread/scan-thread-pool";
import { planRanges, type RangeSizes } from "./plan-ranges";
import { startRanges } from "./start-ranges";

/** What the look at a book found: its page count and the share of sampled pages with text (null: only counted). */
export type BookLook = { pageCount: number; textShare: number | null };

export type RangeSplitter = {
  /**
   * A book of several ranges, or longer than the short lane's page limit, is split. `split` true: the scan now
   * continues as range jobs (the caller's job has nothing more to do); `look`: what the look found.
   */
  split: (scanId: string, path: string, signal: AbortSignal) => Promise<{ split: boolean; look?: BookLook }>;
  /** The short lane's turn ran out while others wait: the book continues as range jobs, however short it is. */
  splitWhole: (scanId: string, look: BookLook) => Promise<void>;
};

export function createRangeSplitter(options: {
  db: Db;
  queue: JobQueue;
  runTask: RunThreadTask;
  sizes: RangeSizes;
  /** Books with more pages never read in the short lane's own job. */
  shortLanePages: number;
  /** The look's time limit from the page count on (SCAN_PLAN_TIMEOUT_MS); its thread is ended when it runs out. */
  planTimeoutMs: number;
  /** The opening's limit (SCAN_OPEN_TIMEOUT_MS): a book slower to open fails (SlowToOpenPdfError). */
  openTimeoutMs: number;
  /**
   * Pages one file may have (SCAN_MAX_PAGES_PER_FILE): a longer book's look ends at its page count and the book fails
   * with `tooManyPagesMessage`, refunded (docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md).
   */
  maxPagesPerFile?: number;
  /** SCAN_THREADS: 0 takes the look in the scan thread, otherwise in a page thread that keeps the book open. */
  threads: number;
  timeoutMs: number;
}): RangeSplitter {
  const { sizes, shortLanePages } = options;
  // The fewest pages whose sample matters: one more than the smaller range size. Shorter books are only counted
  // (a book that short is one range whatever its pages hold, or none when it fits in the short lane).
  const minPages = Math.min(sizes.rangePages, sizes.rangeScannedPages) + 1;

  const look = async (path: string, signal: AbortSignal): Promise<BookLook> => {
    let pageCount: number | undefined;
    // The limit runs from the page count on (the book is open): it bounds the sampled pages, not a thread's start.
    const timeLimit = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new AbortController();
    const onProgress = (progress: ScanProgress) => {
      pageCount = progress.totalPages;
      if (options.maxPagesPerFile !== undefined && pageCount > options.maxPagesPerFile) tooLong.abort();
      timer ??= setTimeout(
        () => timeLimit.abort(new Error("the look at the book ran out of time")),
        options.planTimeoutMs,
      );
    };
    try {
      return await options.runTask(
        { task: "plan", path, minPages, threads: options.threads, openTimeoutMs: options.openTimeoutMs },
        AbortSignal.any([signal, timeLimit.signal, tooLong.signal]),
        onProgress,
      );
    } catch (error) {
      if (tooLong.signal.aborted && options.maxPagesPerFile !== undefined && !signal.aborted) {
        const message = tooManyPagesMessage(options.maxPagesPerFile, pageCount);
        throw new ScanFailure(message, `the book has ${pageCount} pages`);
      }
      if (signal.aborted || !timeLimit.signal.aborted || pageCount === undefined) throw error;
      // Its sampled pages are slow: planned as a scanned book.
      return { pageCount, textShare: 0 };
    } finally {
      clearTimeout(timer);
    }
  };
  const rangesOf = (book: BookLook, whole: boolean): PageRange[] => {
    if (book.pageCount < 1) return [];
    const ranges = book.textShare === null ? [] : planRanges(book.pageCount, book.textShare, sizes);
    if (ranges.length > 0 || !(whole || book.pageCount > shortLanePages)) return ranges;
    return [{ from: 1, to: book.pageCount }];
  };
  const start = (scanId: string, ranges: PageRange[]) =>
    startRanges({ db: options.db, queue: options.queue, scanId, ranges, timeoutMs: options.timeoutMs });
  return {
    split: async (scanId, path, signal) => {
      const book = await look(path, signal);
      const ranges = rangesOf(book, false);
      if (ranges.length === 0) return { split: false, look: book };
      await start(scanId, ranges);
      return { split: true, look: book };
    },
    splitWhole: async (scanId, book) => {
      const ranges = rangesOf(book, true);
      if (ranges.length === 0) throw new Error("the document has no page to read in ranges");
      await start(scanId, ranges);
    },
  };
}
