// A cheap look at a book before it is split into page ranges: its page count, and whether its pages have a text
// layer (read in a few milliseconds each) or must be OCR'd (seconds each), which decides how many pages a range holds.
import { openPdf } from "../pdf/reading/open-pdf";
import { readPageText } from "../pdf/reading/read-page-text";

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

/**
 * Samples up to `samples` pages spread evenly over the book (damaged pages count as having no text). A book of
 * fewer than `minPages` pages is only counted: it is read whole anyway, and its pages are better spent there.
 */
export function sampleTextLayer(
  path: string,
  options: { samples?: number; minPages?: number; onPageCount?: (pageCount: number) => void } = {},
): TextLayerSample {
  const { samples = DEFAULT_SAMPLES, minPages = 0 } = options;
  const pdf = openPdf(path);
  try {
    options.onPageCount?.(pdf.pageCount);
    if (pdf.pageCount < minPages) return { pageCount: pdf.pageCount, textShare: null };
    const pageNumbers = sampledPageNumbers(pdf.pageCount, samples);
    const count = pageNumbers.length;
    let withText = 0;
    for (const pageNumber of pageNumbers) {
      try {
        const page = pdf.doc.loadPage(Math.min(pdf.pageCount, pageNumber) - 1);
        try {
          if (readPageText(page, pageNumber).hasTextLayer) withText++;
        } finally {
          page.destroy();
        }
      } catch {
        // A damaged page says nothing about the rest of the book.
      }
    }
    return { pageCount: pdf.pageCount, textShare: count > 0 ? withText / count : 0 };
  } finally {
    pdf.close();
  }
}
