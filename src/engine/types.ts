// The engine's internal vocabulary: pages of text lines, as the PDF layer hands them to the parsers.
import type { OcrSettings } from "./pdf/ocr/ocr-settings";
import type { Candidate } from "./extraction/decision/candidate";

/** One visual line of text, rebuilt in reading order. Coordinates are PDF points from the page's top-left. */
export type TextLine = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * On a page read as columns, the reading group the line belongs to (one column of one band, or one full-width row),
   * numbered in reading order: later stages join runs into rows within a group, never across one. Absent on a page
   * read as a single column.
   */
  group?: number;
  /**
   * On a page read as columns, how far right of the left column's edge this line's column starts (absent in the
   * left column): indentation is measured from a line's own column.
   */
  shift?: number;
};

export type PageText = {
  /** 1-based page number in the PDF. */
  pageNumber: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** False when the page had no usable text layer. */
  hasTextLayer: boolean;
  /** True when `lines` came from OCR. */
  ocr: boolean;
  /**
   * Read with `ocr: "probe"` only: the page has no text layer, and OCR would read it (it is not blank and has enough
   * ink for a line of text). False: reading it costs what a text page costs.
   */
  needsOcr?: boolean;
  /** Set when (part of) the page could not be read; the rest of the book is still read. */
  problem?: PageProblem;
};

/**
 * `damaged`: mupdf could not load or read the page, which comes with no lines.
 * `ocr_failed`: the page has no usable text layer and OCR failed; `lines` holds whatever the text layer had.
 * `unreadable`: a scanned page on which OCR found no real words (image noise, a picture); it comes with no lines.
 * `over_budget`: reading the page would cost more than a page may (see pdf/budgets/page-budget.ts); no lines.
 * `timed_out`: reading the page took longer than its time limit (ExtractPagesOptions.pageTimeLimits); no lines.
 * `text_clipped`: the page shows more text than a page may (pdf/budgets/page-budget.ts); `lines` hold its first part.
 * `ocr_cut_short`: OCR of the scanned page used up its CPU budget (OCR_PAGE_CPU_SECONDS, pdf/ocr/ocr-settings.ts);
 * `lines` hold what was read before (often nothing: a page of speckle).
 * `detail` is what the library said (or why the page was over budget), for logs.
 */
export type PageProblem = {
  kind: "damaged" | "ocr_failed" | "unreadable" | "over_budget" | "timed_out" | "text_clipped" | "ocr_cut_short";
  detail: string;
};

export type PageRange = { from: number; to: number };

/** Wall-clock limits for reading one page: its text layer, and OCR for a page without one (from the page's start). */
export type PageTimeLimits = { textMs: number; ocrMs: number };

export type ExtractPagesOptions = {
  /** 1-based, inclusive. Default: all pages. */
  pages?: PageRange;
  signal?: AbortSignal;
  /**
   * OCR pages without a text layer (default true). "probe": no OCR, but a page without a text layer says whether OCR
   * would read it (`PageText.needsOcr`), which costs a render and no recognition (the look at a book).
   */
  ocr?: boolean | "probe";
  /** The OCR engine and one page's OCR budget; default: from the environment (pdf/ocr/ocr-settings.ts). */
  ocrSettings?: OcrSettings;
  /** Worker threads to spread pages over (default: from the caller's config, else 2); 0 reads in the calling thread. */
  threads?: number;
  /**
   * Called once with the document's page count when it has been opened, before the first page is yielded;
   * `repaired`: mupdf had to rebuild its cross-reference table (a truncated or damaged file).
   */
  onPageCount?: (pageCount: number, repaired: boolean) => void;
  /**
   * Opening the document (its structure, the repair of a broken cross-reference table, the page count) may take this
   * long in a worker thread; past it the thread is ended and the reading fails with `SlowToOpenPdfError`. With
   * `threads: 0` the calling thread cannot cut its own opening: the limit holds where a host watches the openings
   * (`watchOpenings`) and ends that thread, as the server's scan thread does. Default: none.
   */
  openTimeoutMs?: number;
  /** Called when a worker thread, started, begins opening the document (in the calling thread: at once). */
  onOpening?: () => void;
  /** A document with more pages fails with `TooManyPagesError` before any page is read (default: no limit). */
  maxPages?: number;
  /**
   * A page read past its limit is given up (its thread is ended, mupdf in WASM cannot be interrupted) and comes back
   * with a `timed_out` problem. Needs worker threads: with `threads: 0` pages have no limit. Default: none.
   */
  pageTimeLimits?: PageTimeLimits;
  /**
   * The pages read and timed out so far by earlier slices of the same reading (a page range read in turns): the
   * give-up rule (timed-out-pages.ts) counts them too, and they are updated as pages are read. Default: none.
   */
  timeoutCounts?: TimeoutCounts;
  /**
   * Ends the reading's turn: the pages read so far that follow on without a gap are yielded, the pages being read
   * are dropped at once (their threads are ended, mid-page) and the reading ends, so the caller can read the rest
   * later. Needs worker threads; with `threads: 0` the caller stops between pages. Default: none.
   */
  turnEnd?: AbortSignal;
};

/** Pages read, and of those how many passed their time limit, over every slice of one reading. */
export type TimeoutCounts = { pagesRead: number; pagesTimedOut: number };

export type ScanProgress = {
  stage: "reading" | "ocr" | "parsing" | "ai" | "done";
  pagesDone: number;
  totalPages: number;
  message: string;
};

export type ScanOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: ScanProgress) => void;
  threads?: number;
  ocr?: boolean;
  /** See ExtractPagesOptions.ocrSettings (the server passes its checked OCR_ENGINE and OCR_PAGE_CPU_SECONDS). */
  ocrSettings?: OcrSettings;
  /** See ExtractPagesOptions.maxPages: the server's short lane hands longer books to its long lane. */
  maxPages?: number;
  /** See ExtractPagesOptions.pageTimeLimits. */
  pageTimeLimits?: PageTimeLimits;
  /** Called with each section's candidates before the include decision: how the training script
   * (scripts/include-model/) reads what the rules found, to label it and fit the decision. */
  onCandidates?: (candidates: Candidate[]) => void;
  /** See ExtractPagesOptions.openTimeoutMs. */
  openTimeoutMs?: number;
  /** Optional OpenAI-compatible pass; absent means rules only. */
  llm?: {
    baseUrl: string;
    apiKey: string;
    model: string;
    allSections?: boolean;
    concurrency?: number;
    timeoutMs?: number;
  };
};
