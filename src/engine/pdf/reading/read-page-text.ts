// Reads one page's text layer into lines; says whether the layer is usable so the caller can OCR instead.
import type * as mupdf from "mupdf";
import type { PageText } from "../../types";
import { linesInReadingOrder } from "../layout/reading-order";
import { readTextFragments } from "./read-text-fragments";
import { hasUsableText } from "./text-layer-quality";

export function readPageText(page: mupdf.Page, pageNumber: number): PageText {
  const bounds = page.getBounds();
  const [x0, y0, x1, y1] = bounds;
  const fragments = readTextFragments(page, bounds);
  return {
    pageNumber,
    width: x1 - x0,
    height: y1 - y0,
    // Kept even when unusable: with OCR off, a few real words beat none; with OCR on they are replaced.
    lines: linesInReadingOrder(fragments),
    hasTextLayer: hasUsableText(fragments),
    ocr: false,
  };
}
