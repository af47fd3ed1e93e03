// A cheap look at a book before it is split into page ranges: its page count, and whether its pages have a text
// layer (read in a few milliseconds each) or must be OCR'd (seconds each), which decides how many pages a range holds.
// The look itself is taken in a page thread (scan-page-ranges.ts); this module holds what the scan thread needs of it
// and must not import the PDF library: a static import of it loaded (and compiled) mupdf in the server's main thread
// and in every scan thread, about 45 MB each, though none of them reads a page.

export type TextLayerSample = {
  pageCount: number;
  /** Share of the sampled pages that have a usable text layer (sampleBookTextLayer: or need no OCR), 0 to 1; null when none was sampled. */
  textShare: number | null;
};

const DEFAULT_SAMPLES = 8;

/** The pages a look at a book of `pageCount` pages reads: up to `samples`, spread evenly, 1-based. */
export function sampledPageNumbers(pageCount: number, samples = DEFAULT_SAMPLES): number[] {
  const count = Math.min(samples, pageCount);
  return Array.from({ length: count }, (_, i) => Math.min(pageCount, 1 + Math.floor(((i + 0.5) * pageCount) / count)));
}
