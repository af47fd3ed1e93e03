// How a book is cut into page ranges: contiguous, in page order, of nearly equal size (they differ by one page at
// most), so the workers reading them finish at about the same time.
import type { PageRange } from "../../../engine";

export type RangeSizes = {
  /** Pages per range of a book with a text layer; 0: never split. */
  rangePages: number;
  /** Pages per range of a scanned book (OCR). */
  rangeScannedPages: number;
};

/** The ranges of a book, or none when it is read in one job (ranges off, or the book fits in one range). */
export function planRanges(pageCount: number, textShare: number, sizes: RangeSizes): PageRange[] {
  if (sizes.rangePages === 0) return [];
  const size = textShare >= 0.5 ? sizes.rangePages : sizes.rangeScannedPages;
  if (pageCount <= size) return [];
  const count = Math.ceil(pageCount / size);
  const ranges: PageRange[] = [];
  for (let i = 0, from = 1; i < count; i++) {
    const pages = Math.floor(pageCount / count) + (i < pageCount % count ? 1 : 0);
    ranges.push({ from, to: from + pages - 1 });
    from += pages;
  }
  return ranges;
}
