// A book scanned in page ranges, so several workers share one long book: each range's pages are read into a
// page-text file (page-text-file.ts), then the files of all ranges go through the rules in page order. The server
// plans the ranges from a sample of the book's pages, stores the files and schedules the work; reading and scanning are here.
import type { ExtractedData } from "../../contract/submittal";
import { failIfNoPageReadable, readChosenPages, readPageRangeJson } from "../pdf/reading/extract-pages";
import { endIdleThreads } from "../pdf/threads/page-thread-cache";
import { scanPageStream } from "../scan-pdf";
import type { PageRange, ScanOptions, TimeoutCounts } from "../types";
import { encodePageJson, readPageTextFiles } from "./page-text-file";
import { sampledPageNumbers, type TextLayerSample } from "./sample-text-layer";

/**
 * One range's pages as a page-text file (gzipped JSON, page-text-file.ts) and how many pages it holds: the first
 * `pages` of the range when its turn ended early. `timeoutCounts`: the page time-outs so far of the whole book,
 * this range included (the give-up rule counts across turns). `interrupted`: the turn ended mid-page.
 */
export type PageRangeFile = { pages: number; bytes: Uint8Array; timeoutCounts: TimeoutCounts; interrupted: boolean };

export type ReadPageRangeOptions = Pick<
  ScanOptions,
  "ocr" | "ocrSettings" | "threads" | "pageTimeLimits" | "openTimeoutMs" | "onProgress"
> & {
  /** The time-outs of the book's earlier turns, carried on. */
  timeoutCounts?: TimeoutCounts;
  /** Ends the range's turn: the pages read so far are returned and the rest waits for another turn. */
  turnEnd?: AbortSignal;
  /** With `turnEnd`: end the page being read at once (its thread is ended) instead of after it. */
  cutMidPage?: boolean;
};

/**
 * Reads the pages of one range of the book at `path`, reporting each page read as "reading" progress. A first
 * "reading" report with no page done says a page thread is ready and opens the book (a turn's clock starts there).
 */
export async function readPageRangeFile(
  path: string,
  range: PageRange,
  options: ReadPageRangeOptions,
): Promise<PageRangeFile> {
  const { turnEnd, onProgress } = options;
  const timeoutCounts = { ...(options.timeoutCounts ?? { pagesRead: 0, pagesTimedOut: 0 }) };
  const pages: string[] = [];
  const total = range.to - range.from + 1;
  for await (const page of readPageRangeJson(path, {
    pages: range,
    ocr: options.ocr,
    ocrSettings: options.ocrSettings,
    threads: options.threads,
    pageTimeLimits: options.pageTimeLimits,
    openTimeoutMs: options.openTimeoutMs,
    timeoutCounts,
    // The thread is ready and starts opening the book: the opening is part of the turn.
    onOpening: () => onProgress?.({ stage: "reading", pagesDone: 0, totalPages: total, message: "" }),
    ...(options.cutMidPage && turnEnd && { turnEnd }),
  })) {
    pages.push(page);
    onProgress?.({ stage: "reading", pagesDone: pages.length, totalPages: total, message: "" });
    if (turnEnd?.aborted && pages.length < total) break;
  }
  const interrupted = turnEnd?.aborted === true && options.cutMidPage === true && pages.length < total;
  return { pages: pages.length, bytes: encodePageJson(pages), timeoutCounts, interrupted };
}

export type PageRangeFilesInput = {
  /** The range files, in page order. */
  paths: readonly string[];
  fileName: string;
  totalPages: number;
  options: ScanOptions;
};

/** The register of a book from its range files, as `scanPdf` would give it for the whole book. */
export async function scanPageRangeFiles(input: PageRangeFilesInput): Promise<ExtractedData> {
  // This step reads no page: the page threads this thread kept warm for more ranges give their memory back now.
  await endIdleThreads();
  return scanPageStream({
    pages: failIfNoPageReadable(readPageTextFiles(input.paths)),
    fileName: input.fileName,
    totalPages: () => input.totalPages,
    options: input.options,
  });
}

export type BookLookOptions = {
  samples?: number;
  /** A book of fewer pages is only counted (sample-text-layer.ts). */
  minPages?: number;
  onPageCount?: (pageCount: number) => void;
  /** 0: in this thread (tools, tests); otherwise in one page thread, which keeps the book open for its reading. */
  threads?: number;
  /** See ExtractPagesOptions.openTimeoutMs. */
  openTimeoutMs?: number;
};

/**
 * A cheap look at a book before it is split into page ranges (sample-text-layer.ts): its page count, and the share
 * of up to `samples` pages spread over it that are read without OCR: a text layer, or no text layer and nothing OCR
 * would read (blank, a dot, a rule: `ocr: "probe"` renders such a page and recognises nothing). A damaged page counts
 * as needing OCR. So the range size follows what the pages cost, not whether they carry text: 3,200 textless pages of
 * a dot each are read in text-sized ranges, not in 200 ranges of 16 pages each. It is taken in a page thread, like
 * the reading that follows: the opening has the reading's time limit, and the thread keeps the book open, so the
 * reading that follows in this process does not open (or repair) it again.
 */
export async function sampleBookTextLayer(path: string, options: BookLookOptions = {}): Promise<TextLayerSample> {
  const { samples, minPages = 0, threads = 1 } = options;
  let pageCount = 0;
  let planned = 0;
  let cheap = 0;
  let costly = 0;
  for await (const page of readChosenPages(path, {
    ocr: "probe",
    threads: Math.min(1, threads),
    openTimeoutMs: options.openTimeoutMs,
    onPageCount: (count) => {
      pageCount = count;
      options.onPageCount?.(count);
    },
    pagesOf: (count) => {
      if (count < minPages) return [];
      const pages = sampledPageNumbers(count, samples);
      planned = pages.length;
      return pages.map((page) => ({ from: page, to: page }));
    },
  })) {
    if (page.hasTextLayer || page.needsOcr === false) cheap++;
    else costly++;
    // More than half need OCR: the book is planned as a scanned one whatever the other samples hold.
    if (costly * 2 > planned) break;
  }
  if (pageCount < minPages) return { pageCount, textShare: null };
  return { pageCount, textShare: planned > 0 ? cheap / planned : 0 };
}
