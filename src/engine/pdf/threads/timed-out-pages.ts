// The pages of a reading that end early: a page past its time limit, the rest of a book given up, and what a turn
// that ends mid-book hands over. Pages travel as JSON text (page-thread-pool.ts).
import type { PageRange, PageText } from "../../types";

/**
 * A book whose pages keep passing their time limit is not read to the end: once this many pages timed out, and they
 * are at least half of the pages read so far, the pages not yet read are given up at once (as timed out) instead of
 * each holding a thread for its full limit. A few heavy drawing sheets in a long book never come near half.
 */
export const GIVE_UP_AFTER_TIMED_OUT_PAGES = 3;

/** Pages wait as the JSON text they arrived in and become objects only when taken: objects that wait while the
 * consumer is busy outlive the young generation, and moving them to the old one is most of the main thread's GC. */
export type ChunkBuffer = { pages: string[]; done: boolean };

export function timedOutPage(pageNumber: number, limitMs: number, detail?: string): PageText {
  detail ??= `reading it took longer than ${Math.round(limitMs / 1000)} s`;
  return {
    pageNumber,
    width: 0,
    height: 0,
    lines: [],
    hasTextLayer: false,
    ocr: false,
    problem: { kind: "timed_out", detail },
  };
}

/** The rest of a book given up: pages already read as they came, then every page not read as timed out. */
export function* givenUpPages(
  chunks: PageRange[],
  consuming: number,
  yieldedInChunk: number,
  buffers: Map<number, ChunkBuffer>,
  limitMs: number,
  timedOut: number,
): Generator<string> {
  const detail = `not read: ${timedOut} pages of this book took longer than ${Math.round(limitMs / 1000)} s each`;
  for (let chunk = consuming; chunk < chunks.length; chunk++) {
    const range = chunks[chunk]!;
    let done = chunk === consuming ? yieldedInChunk : 0;
    for (const page of buffers.get(chunk)?.pages ?? []) {
      done++;
      yield page;
    }
    for (let pageNumber = range.from + done; pageNumber <= range.to; pageNumber++) {
      yield JSON.stringify(timedOutPage(pageNumber, limitMs, detail));
    }
  }
}

/** The pages read from chunk `consuming` on without a gap: the buffered pages of each chunk, while chunks are done. */
export function* pagesReadInOrder(buffers: Map<number, ChunkBuffer>, consuming: number): Generator<string> {
  for (let chunk = consuming; ; chunk++) {
    const buffer = buffers.get(chunk);
    if (!buffer) return;
    yield* buffer.pages.splice(0);
    if (!buffer.done) return;
  }
}
