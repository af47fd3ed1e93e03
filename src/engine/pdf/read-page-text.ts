// Reads one page's text layer into lines; says whether the layer is usable so the caller can OCR instead.
import type * as mupdf from "mupdf";
import type { PageText } from "../types";
import { CorruptPdfError } from "./pdf-errors";
import { linesInReadingOrder } from "./reading-order";
import { readTextFragments } from "./read-text-fragments";
import { hasUsableText } from "./text-layer-quality";

export function readPageText(doc: mupdf.Document, pageNumber: number): PageText {
  let page: mupdf.Page;
  try {
    page = doc.loadPage(pageNumber - 1);
  } catch (error) {
    throw new CorruptPdfError(`page ${pageNumber}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const fragments = readTextFragments(page);
    const usable = hasUsableText(fragments);
    return {
      pageNumber,
      width: x1 - x0,
      height: y1 - y0,
      // Kept even when unusable: with OCR off, a few real words beat none; with OCR on they are replaced.
      lines: linesInReadingOrder(fragments),
      hasTextLayer: usable,
      ocr: false,
    };
  } catch (error) {
    throw new CorruptPdfError(`page ${pageNumber}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    page.destroy();
  }
}
