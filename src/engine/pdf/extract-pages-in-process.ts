// Reads pages in the calling thread, one at a time, yielding between pages so aborts are noticed.
import type { PageRange, PageText } from "../types";
import { openPdf } from "./open-pdf";
import { resolvePageRange } from "./page-range";
import { readPageText } from "./read-page-text";

export type InProcessOptions = { pages?: PageRange; signal?: AbortSignal };

export async function* extractPagesInProcess(path: string, options: InProcessOptions = {}): AsyncGenerator<PageText> {
  options.signal?.throwIfAborted();
  const pdf = openPdf(path);
  try {
    const range = resolvePageRange(pdf.pageCount, options.pages);
    for (let pageNumber = range.from; pageNumber <= range.to; pageNumber++) {
      options.signal?.throwIfAborted();
      yield readPageText(pdf.doc, pageNumber);
    }
  } finally {
    pdf.close();
  }
}
