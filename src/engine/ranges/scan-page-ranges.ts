// A book scanned in page ranges, so several workers share one long book: each range's pages are read into a
// page-text file (page-text-file.ts), then the files of all ranges go through the rules in page order. The server
// plans the ranges from a sample of the book's pages, stores the files and schedules the work; reading and scanning are here.
import type { ExtractedData } from "../../contract/submittal";
import { failIfNoPageReadable, readPageRangeJson } from "../pdf/reading/extract-pages";
import { endIdleThreads } from "../pdf/threads/page-thread-cache";
import { scanPageStream } from "../scan-pdf";
import type { PageRange, ScanOptions } from "../types";
import { encodePageJson, readPageTextFiles } from "./page-text-file";
import type { TextLayerSample } from "./sample-text-layer";

/** One range's pages as a page-text file (gzipped JSON, page-text-file.ts) and how many pages it holds. */
export type PageRangeFile = { pages: number; bytes: Uint8Array };

/** Reads the pages of one range of the book at `path`, reporting each page read as "reading" progress. */
export async function readPageRangeFile(
  path: string,
  range: PageRange,
  options: Pick<ScanOptions, "ocr" | "threads" | "pageTimeLimits" | "onProgress">,
): Promise<PageRangeFile> {
  const pages: string[] = [];
  const total = range.to - range.from + 1;
  for await (const page of readPageRangeJson(path, {
    pages: range,
    ocr: options.ocr,
    threads: options.threads,
    pageTimeLimits: options.pageTimeLimits,
  })) {
    pages.push(page);
    options.onProgress?.({ stage: "reading", pagesDone: pages.length, totalPages: total, message: "" });
  }
  return { pages: pages.length, bytes: encodePageJson(pages) };
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

/**
 * A cheap look at a book before it is split into page ranges (sample-text-layer.ts). The PDF library loads on the
 * first call, so a process that only plans in its worker threads never loads it on its own thread.
 */
export async function sampleBookTextLayer(
  path: string,
  options: { samples?: number; minPages?: number } = {},
): Promise<TextLayerSample> {
  const { sampleTextLayer } = await import("./sample-text-layer");
  return sampleTextLayer(path, options);
}
