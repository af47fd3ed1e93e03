// Spreads a book's pages over worker threads in contiguous chunks and yields them back in page order.
// At most `threads * 2` chunks are in flight or waiting, so a slow consumer never piles up a whole book in memory.
import { closeSync, openSync } from "node:fs";
import type { Worker } from "node:worker_threads";
import type { PageRange, PageText } from "../types";
import { resolvePageRange, splitIntoChunks } from "./page-range";
import { CorruptPdfError, pdfErrorFromCode } from "./pdf-errors";
import { assertPdfSignature } from "./pdf-signature";
import { startWorkerEntry } from "./resolve-worker-entry";
import { assertPageLimit } from "./too-many-pages";
import { compiledMupdfWasm } from "./shared-mupdf-wasm";
import type { ExtractWorkerData, FromWorker, ToWorker, WorkerFailure } from "./worker-messages";

export type WorkerPoolOptions = {
  pages?: PageRange;
  signal?: AbortSignal;
  ocr: boolean;
  threads: number;
  onPageCount?: (pageCount: number) => void;
  maxPages?: number;
};

type PoolWorker = { thread: Worker; ready: boolean; busy: boolean };
/** Pages wait as the JSON text they arrived in and become objects only when taken: objects that wait while the
 * consumer is busy outlive the young generation, and moving them to the old one is most of the main thread's GC. */
type ChunkBuffer = { pages: string[]; done: boolean };

/** Small enough that both workers get work early and memory stays flat, large enough that messages stay cheap. */
function chunkSizeFor(pages: number, threads: number): number {
  return Math.max(1, Math.min(16, Math.ceil(pages / (threads * 4))));
}

function toError(failure: WorkerFailure): Error {
  return failure.code ? pdfErrorFromCode(failure.code, failure.detail) : new Error(failure.message);
}

export async function* extractPagesWithWorkers(path: string, options: WorkerPoolOptions): AsyncGenerator<PageText> {
  const { signal } = options;
  signal?.throwIfAborted();
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
  const workers: PoolWorker[] = [];
  const buffers = new Map<number, ChunkBuffer>();
  let chunks: PageRange[] | undefined;
  let nextChunk = 0;
  let consuming = 0;
  let failure: Error | undefined;
  let closing = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };

  const dispatch = () => {
    if (!chunks) return;
    for (const worker of workers) {
      if (!worker.ready || worker.busy) continue;
      if (nextChunk >= chunks.length || nextChunk >= consuming + options.threads * 2) return;
      worker.busy = true;
      buffers.set(nextChunk, { pages: [], done: false });
      worker.thread.postMessage({ type: "chunk", chunk: nextChunk, range: chunks[nextChunk]! } satisfies ToWorker);
      nextChunk++;
    }
  };

  const onMessage = (worker: PoolWorker, message: FromWorker) => {
    if (message.type === "ready") {
      worker.ready = true;
      if (!chunks) {
        try {
          assertPageLimit(message.pageCount, options.maxPages);
        } catch (error) {
          failure ??= error as Error;
          notify();
          return;
        }
        const range = resolvePageRange(message.pageCount, options.pages);
        chunks = splitIntoChunks(range, chunkSizeFor(range.to - range.from + 1, options.threads));
        options.onPageCount?.(message.pageCount);
      }
    } else if (message.type === "page") {
      buffers.get(message.chunk)?.pages.push(message.json);
    } else if (message.type === "chunk-done") {
      worker.busy = false;
      const buffer = buffers.get(message.chunk);
      if (buffer) buffer.done = true;
    } else {
      failure ??= toError(message.failure);
    }
    dispatch();
    notify();
  };

  const startWorker = () => {
    const data: ExtractWorkerData = { fd, ocr: options.ocr };
    const thread = startWorkerEntry("extract-pages.worker", import.meta.url, { workerData: data });
    const worker: PoolWorker = { thread, ready: false, busy: false };
    workers.push(worker);
    thread.on("message", (message: FromWorker) => onMessage(worker, message));
    thread.on("error", (error) => {
      failure ??= error;
      notify();
    });
    thread.on("exit", (code) => {
      if (!closing) failure ??= new Error(`PDF worker stopped unexpectedly (exit code ${code})`);
      notify();
    });
  };
  signal?.addEventListener("abort", notify);

  try {
    for (let i = 0; i < Math.max(1, options.threads); i++) startWorker();
    // Compiled (once per process) while the threads boot; each waits for it before loading mupdf.
    void compiledMupdfWasm().then((module) => {
      if (closing) return;
      for (const worker of workers) worker.thread.postMessage({ type: "mupdf", module } satisfies ToWorker);
    });
    for (;;) {
      signal?.throwIfAborted();
      if (failure) throw failure;
      if (chunks && consuming >= chunks.length) return;
      const buffer = buffers.get(consuming);
      const page = buffer?.pages.shift();
      if (page !== undefined) {
        yield JSON.parse(page) as PageText;
      } else if (buffer?.done) {
        buffers.delete(consuming);
        consuming++;
        dispatch();
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    signal?.removeEventListener("abort", notify);
    closing = true;
    // Terminating stops mupdf or OCR mid-page; the descriptor is ours, so nothing leaks.
    await Promise.all(workers.map((worker) => worker.thread.terminate()));
    closeSync(fd);
  }
}
