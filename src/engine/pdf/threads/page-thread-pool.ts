// Spreads a book's pages over worker threads in contiguous chunks and yields them back in page order.
// At most `threads * 2` chunks are in flight or waiting, so a slow consumer never piles up a whole book in memory.
// A page read past its time limit costs that page, not the scan: its thread is ended (mupdf in WASM cannot be
// interrupted), the page comes back with a `timed_out` problem, and a fresh thread reads the rest of its chunk.
// Opening the book is bounded too (`openTimeoutMs`): one thread opens it first, the others only once it opened in
// time and only as many as there are chunks to read, so a book slow to open costs one opening, not one per thread.
// The reading itself (threads, chunks, limits) is page-thread-reading.ts; this module owns the file descriptor.
import { closeSync, openSync } from "node:fs";
import type { PageText } from "../../types";
import { CorruptPdfError } from "../pdf-errors";
import { assertPdfSignature } from "../reading/pdf-signature";
import { PageThreadReading } from "./page-thread-reading";
import type { WorkerPoolOptions } from "./worker-pool-options";

export async function* extractPagesWithWorkers(path: string, options: WorkerPoolOptions): AsyncGenerator<PageText> {
  for await (const json of extractPageJsonWithWorkers(path, options)) yield JSON.parse(json) as PageText;
}

/**
 * The pages as the JSON text they cross threads in, in page order: for a caller that stores them as they are (a
 * page range), parsing each page only to write it out again would cost as much as its thread spends reading it.
 */
export async function* extractPageJsonWithWorkers(path: string, options: WorkerPoolOptions): AsyncGenerator<string> {
  options.signal?.throwIfAborted();
  const fd = openPdf(path);
  try {
    yield* new PageThreadReading(fd, options).pages();
  } finally {
    closeSync(fd);
  }
}

/** The file's descriptor, shared by every thread of the reading, once it reads as a PDF. */
function openPdf(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    throw new CorruptPdfError(`cannot open file: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    assertPdfSignature(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}
