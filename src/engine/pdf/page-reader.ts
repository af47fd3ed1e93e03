// Reads pages of one open PDF: the text layer, or OCR when a page has none. Used in-process and inside workers.
import type * as mupdf from "mupdf";
import type { PageText } from "../types";
import { createOcrEngine, type OcrEngine } from "./ocr-engine";
import type { OpenPdf } from "./open-pdf";
import { CorruptPdfError } from "./pdf-errors";
import { linesInReadingOrder } from "./reading-order";
import { readPageText } from "./read-page-text";
import { looksBlank, ocrDpi, renderPageImage } from "./render-page";

export type PageReader = {
  pageCount: number;
  read: (pageNumber: number) => Promise<PageText>;
  close: () => Promise<void>;
};

export type PageReaderOptions = { ocr: boolean };

export function createPageReader(pdf: OpenPdf, options: PageReaderOptions): PageReader {
  // Started on the first scanned page only: most books never need it, and it costs ~100 MB.
  let ocrEngine: Promise<OcrEngine> | undefined;

  const loadPage = (pageNumber: number): mupdf.Page => {
    try {
      return pdf.doc.loadPage(pageNumber - 1);
    } catch (error) {
      throw new CorruptPdfError(`page ${pageNumber}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const read = async (pageNumber: number): Promise<PageText> => {
    const page = loadPage(pageNumber);
    try {
      let text: PageText;
      try {
        text = readPageText(page, pageNumber);
        if (text.hasTextLayer || !options.ocr || looksBlank(page)) return text;
      } catch (error) {
        throw new CorruptPdfError(`page ${pageNumber}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const image = renderPageImage(page, ocrDpi);
      ocrEngine ??= createOcrEngine();
      const fragments = await (await ocrEngine).readLines(image, ocrDpi);
      return { ...text, lines: linesInReadingOrder(fragments), ocr: true };
    } finally {
      page.destroy();
    }
  };

  return {
    pageCount: pdf.pageCount,
    read,
    close: async () => {
      pdf.close();
      if (ocrEngine) await (await ocrEngine).terminate();
    },
  };
}
