// Spreads a book's pages over worker threads in contiguous chunks and yields them back in page order.
// At most `threads * 2` chunks are in flight or waiting, so a slow consumer never piles up a whole book in memory.
// A page read past its time limit costs that page, not the scan: its thread is ended (mupdf in WASM cannot be
// interrupted), the page comes back with a `timed_out` problem, and a fresh thread reads the rest of its chunk.
// Opening the book is bounded too (`openTimeoutMs`): one thread opens it first, the others only once it opened in
// time and only as many as there are chunks to read, so a book slow to open costs one opening, not one per thread.
import { closeSync, openSync } from "node:fs";
import type { Worker } from "node:worker_threads";
import type { PageRange, PageText, PageTimeLimits, TimeoutCounts } from "../../types";
import { resolvePageRange, splitIntoChunks } from "../reading/page-range";
import { CorruptPdfError, SlowToOpenPdfError, pdfErrorFromCode } from "../reading/pdf-errors";
import { assertPdfSignature } from "../reading/pdf-signature";
import { keepsLittleMemory, startMupdfWorker, takePageThreadSeat } from "../budgets/mupdf-memory-budget";
import { assertPageLimit } from "../reading/too-many-pages";
import { compiledMupdfWasm } from "./shared-mupdf-wasm";
import { keepIdleThread, takeIdleThread } from "./page-thread-cache";
import { threadsThatPay } from "./page-thread-count";
import type { FromWorker, ToWorker, WorkerFailure } from "./page-thread-messages";
import type { OcrSettings } from "../ocr/ocr-settings";

// Whether a thread keeps its last book open for a next reader of the same file (the reading after a look, the next
// range). Off: a kept book's structure counted against no budget and put the server past 600 MB on a book of
// 100,000 tiny pages (tests/integration/security/hostile-pdfs-memory.test.ts); the opening limit holds either way.
const KEEP_BOOK_OPEN = false;

export type WorkerPoolOptions = {
  pages?: PageRange;
  signal?: AbortSignal;
  ocr: boolean | "probe";
  /** ExtractPagesOptions.ocrSettings; default: each thread's copy of the environment. */
  ocrSettings?: OcrSettings;
  threads: number;
  /**
   * `threads` is a ceiling: one thread opens the book, and more start once the page count is known only as far as
   * they pay (the pages to read, the cores not already busy: page-thread-count.ts). Otherwise all start at once.
   */
  onlyThreadsThatPay?: boolean;
  onPageCount?: (pageCount: number, repaired: boolean) => void;
  /**
   * The pages to read once the page count is known, as chunks in page order (a look at a few pages); default: `pages`
   * (or every page) in chunks of the pool's size. None: the book is only opened and counted.
   */
  pagesOf?: (pageCount: number) => PageRange[];
  /** Opening the book (ExtractPagesOptions.openTimeoutMs). */
  openTimeoutMs?: number;
  /** The first thread begins opening the book (ExtractPagesOptions.onOpening). */
  onOpening?: () => void;
  maxPages?: number;
  pageTimeLimits?: PageTimeLimits;
  /** Counts carried over from earlier slices of this reading; updated in place (ExtractPagesOptions.timeoutCounts). */
  timeoutCounts?: TimeoutCounts;
  /** Ends the reading at once, mid-page (ExtractPagesOptions.turnEnd). */
  turnEnd?: AbortSignal;
};

/** The pages a worker is reading: `next` is the page it is on, `startedAt` when it began that page. */
type Assignment = { chunk: number; range: PageRange; next: number; startedAt: number; ocr: boolean };
/** `failed`: it reported a failure, so it is not kept for another book. */
type PoolWorker = {
  thread: Worker;
  /** Its entry module finished loading (the loop said `started`); a warm thread has. */
  started: boolean;
  /** When it was told to open the book (undefined: not yet). */
  openedAt?: number;
  ready: boolean;
  assignment?: Assignment;
  retired: boolean;
  failed: boolean;
};
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

/** How often a reading without a thread looks for a free page-thread seat. */
const SEAT_POLL_MS = 50;

/** How long a thread may take to close its book (and its OCR engine) before it is ended instead. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * Ends a thread's part in a book: a thread that finished its chunks cleanly closes the book and is kept warm for the
 * next one; one stopped mid-chunk (the scan aborted or failed), one that failed, or one whose book had troubled
 * pages is terminated, which stops mupdf or OCR mid-page (the descriptor is the pool's, so nothing leaks).
 */
/** How long a thread still loading mupdf is given to finish before it is ended anyway. */
const LOAD_TIMEOUT_MS = 15_000;

/**
 * Ends a thread. One still loading (it has not said `started`) is first let finish: terminating a worker while its
 * entry module's top-level await is pending can abort the whole process (a V8 check in async module evaluation), which
 * is how a scan of a broken file, failing while the second thread still loaded, once ended the CLI with a crash.
 */
async function endThread(worker: PoolWorker): Promise<void> {
  const { thread } = worker;
  if (!worker.started) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, LOAD_TIMEOUT_MS);
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      thread.on("message", (message: FromWorker) => {
        if (message.type === "started") settle();
      });
      thread.once("error", settle);
      thread.once("exit", settle);
    });
    thread.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
  }
  await thread.terminate();
}

async function finishWithBook(worker: PoolWorker): Promise<void> {
  const { thread } = worker;
  thread.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
  // Started but never given this book (one thread was enough): it is as warm as it came.
  if (worker.started && worker.openedAt === undefined && !worker.retired && !worker.failed) {
    keepIdleThread(thread);
    return;
  }
  if (worker.retired || worker.failed || worker.assignment || !worker.ready) {
    await endThread(worker);
    return;
  }
  const reusable = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS);
    const settle = (value: boolean) => {
      clearTimeout(timer);
      resolve(value);
    };
    thread.on("message", (message: FromWorker) => {
      if (message.type === "closed") settle(message.reusable);
    });
    thread.once("error", () => settle(false));
    thread.once("exit", () => settle(false));
    thread.postMessage({ type: "close", keep: KEEP_BOOK_OPEN } satisfies ToWorker);
  });
  // A thread whose mupdf grew large (memory it never gives back) is ended, so the budget it holds is free again.
  if (reusable && keepsLittleMemory(thread)) keepIdleThread(thread);
  else await thread.terminate();
}

/**
 * A book whose pages keep passing their time limit is not read to the end: once this many pages timed out, and they
 * are at least half of the pages read so far, the pages not yet read are given up at once (as timed out) instead of
 * each holding a thread for its full limit. A few heavy drawing sheets in a long book never come near half.
 */
export const GIVE_UP_AFTER_TIMED_OUT_PAGES = 3;

function timedOutPage(pageNumber: number, limitMs: number, detail?: string): PageText {
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

export async function* extractPagesWithWorkers(path: string, options: WorkerPoolOptions): AsyncGenerator<PageText> {
  for await (const json of extractPageJsonWithWorkers(path, options)) yield JSON.parse(json) as PageText;
}

/**
 * The pages as the JSON text they cross threads in, in page order: for a caller that stores them as they are (a
 * page range), parsing each page only to write it out again would cost as much as its thread spends reading it.
 */
export async function* extractPageJsonWithWorkers(path: string, options: WorkerPoolOptions): AsyncGenerator<string> {
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
  // The rest of a chunk whose thread was ended on a slow page; served before new chunks, its pages are due first.
  const resumes: { chunk: number; range: PageRange }[] = [];
  let consuming = 0;
  /** Pages of the chunk being consumed already yielded. */
  let yieldedInChunk = 0;
  // Shared with the caller when it reads the book in slices: the give-up rule then spans the slices.
  const counts = options.timeoutCounts ?? { pagesRead: 0, pagesTimedOut: 0 };
  /** Set when the pages keep timing out: the rest of the book is given up unread. */
  let givenUp: { limitMs: number } | undefined;
  let failure: Error | undefined;
  let closing = false;
  const { turnEnd } = options;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };

  /** Tells a started thread to open the book. */
  const open = (worker: PoolWorker) => {
    worker.openedAt = Date.now();
    worker.thread.postMessage({
      type: "open",
      fd,
      ocr: options.ocr,
      ocrSettings: options.ocrSettings,
    } satisfies ToWorker);
  };
  /**
   * Opens the book in the threads that should: the first one alone until it opened the book (so a book slow to open
   * costs one opening), then as many as there are chunks to read.
   */
  const openWhereNeeded = () => {
    const opened = workers.filter((w) => w.openedAt !== undefined && !w.retired).length;
    if (!chunks) {
      if (opened > 0) return;
      const first = workers.find((w) => w.started && !w.retired);
      if (!first) return;
      open(first);
      options.onOpening?.();
      return;
    }
    let wanted = Math.min(options.threads, chunks.length - nextChunk + resumes.length) - opened;
    for (const worker of workers) {
      if (wanted <= 0) return;
      if (!worker.started || worker.retired || worker.openedAt !== undefined) continue;
      open(worker);
      wanted--;
    }
  };

  const assign = (worker: PoolWorker, chunk: number, range: PageRange) => {
    worker.assignment = { chunk, range, next: range.from, startedAt: Date.now(), ocr: false };
    worker.thread.postMessage({ type: "chunk", chunk, range } satisfies ToWorker);
  };

  const dispatch = () => {
    if (!chunks || turnEnd?.aborted) return;
    for (const worker of workers) {
      if (!worker.ready || worker.assignment || worker.retired) continue;
      const resume = resumes.shift();
      if (resume) {
        assign(worker, resume.chunk, resume.range);
        continue;
      }
      if (nextChunk >= chunks.length || nextChunk >= consuming + options.threads * 2) return;
      buffers.set(nextChunk, { pages: [], done: false });
      assign(worker, nextChunk, chunks[nextChunk]!);
      nextChunk++;
    }
  };

  const onMessage = (worker: PoolWorker, message: FromWorker) => {
    if (worker.retired) return;
    if (message.type === "started") {
      worker.started = true;
      openWhereNeeded();
      return;
    }
    if (message.type === "closed") return;
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
        if (options.pagesOf) chunks = options.pagesOf(message.pageCount);
        else {
          const range = resolvePageRange(message.pageCount, options.pages);
          chunks = splitIntoChunks(range, chunkSizeFor(range.to - range.from + 1, options.threads));
        }
        options.onPageCount?.(message.pageCount, message.repaired);
        if (options.onlyThreadsThatPay) startThreadsThatPay(chunks);
        openWhereNeeded();
      }
    } else if (message.type === "page") {
      counts.pagesRead++;
      buffers.get(message.chunk)?.pages.push(message.json);
      if (worker.assignment)
        Object.assign(worker.assignment, { next: worker.assignment.next + 1, startedAt: Date.now(), ocr: false });
    } else if (message.type === "ocr") {
      if (worker.assignment) worker.assignment.ocr = true;
      return;
    } else if (message.type === "chunk-done") {
      worker.assignment = undefined;
      const buffer = buffers.get(message.chunk);
      if (buffer) buffer.done = true;
    } else {
      worker.failed = true;
      failure ??= toError(message.failure);
    }
    dispatch();
    notify();
  };

  // Compiled (once per process) while the threads boot; each waits for it before loading mupdf.
  const mupdfModule = compiledMupdfWasm();
  /**
   * Starts a thread (a warm one when this thread keeps one) when the process has a page-thread seat for it; false
   * when none is free (docs/decisions/0318-page-thread-seats-and-freed-blocks-given-back.md).
   */
  const startWorker = (): boolean => {
    const warm = takeIdleThread();
    if (!warm && !takePageThreadSeat({ needed: workers.length === 0 })) return false;
    const thread = warm ?? startMupdfWorker("page-thread.worker", import.meta.url, {}, { seated: true });
    const worker: PoolWorker = { thread, started: warm !== undefined, ready: false, retired: false, failed: false };
    workers.push(worker);
    thread.on("message", (message: FromWorker) => onMessage(worker, message));
    thread.on("error", (error) => {
      if (!worker.retired) failure ??= error;
      notify();
    });
    thread.on("exit", (code) => {
      if (!closing && !worker.retired) failure ??= new Error(`PDF worker stopped unexpectedly (exit code ${code})`);
      notify();
    });
    // A warm thread's loop is listening: it may open the book at once. A new one answers `started` first.
    if (warm) openWhereNeeded();
    else {
      // Sent even when the pool is closing: a thread waiting for it can only be ended safely once it has loaded.
      void mupdfModule.then((module) => thread.postMessage({ type: "mupdf", module } satisfies ToWorker));
    }
    return true;
  };
  /**
   * A reading with no thread left waits for a seat: another reading's thread ends, or an idle one is ended for it.
   * Only a reading that holds no thread waits, so two readings never wait on each other.
   */
  const startWorkerWhenSeated = async () => {
    while (!closing && !failure && !signal?.aborted && !startWorker()) {
      await new Promise((resolve) => setTimeout(resolve, SEAT_POLL_MS));
    }
    notify();
  };

  /** The threads beyond the first that the book's pages and the free cores pay for (`onlyThreadsThatPay`). */
  const startThreadsThatPay = (toRead: PageRange[]) => {
    const pages = toRead.reduce((sum, range) => sum + range.to - range.from + 1, 0);
    const wanted = Math.min(threadsThatPay(options.threads, pages), toRead.length);
    // More threads only where a seat is free; the reading goes on with those it has.
    for (let i = workers.length; i < wanted && startWorker(); i++);
  };

  /** Ends a thread stuck on one page: the page is reported timed out and a fresh thread takes the rest of the chunk. */
  const giveUpPage = (worker: PoolWorker, assignment: Assignment, limitMs: number) => {
    worker.retired = true;
    workers.splice(workers.indexOf(worker), 1);
    void endThread(worker);
    const buffer = buffers.get(assignment.chunk);
    buffer?.pages.push(JSON.stringify(timedOutPage(assignment.next, limitMs)));
    counts.pagesRead++;
    counts.pagesTimedOut++;
    if (counts.pagesTimedOut >= GIVE_UP_AFTER_TIMED_OUT_PAGES && counts.pagesTimedOut * 2 >= counts.pagesRead) {
      // The threads still reading are ended too; the consumer fills in every page not read.
      givenUp = { limitMs };
      for (const other of workers) {
        other.retired = true;
        other.thread.removeAllListeners("message");
        void endThread(other);
      }
      workers.splice(0);
      notify();
      return;
    }
    if (assignment.next < assignment.range.to) {
      resumes.push({ chunk: assignment.chunk, range: { from: assignment.next + 1, to: assignment.range.to } });
    } else if (buffer) buffer.done = true;
    // The ended thread's seat comes back once it has exited: the threads still reading take the rest meanwhile.
    if (!startWorker() && workers.length === 0) void startWorkerWhenSeated();
    notify();
  };

  const limits = options.pageTimeLimits;
  const { openTimeoutMs } = options;
  const watchdog =
    limits || openTimeoutMs !== undefined
      ? setInterval(
          () => {
            const now = Date.now();
            for (const worker of [...workers]) {
              // Opening the book (its structure, a repair, the page count) past its limit ends the reading: the
              // threads are ended below (a book that slow to open is not read at all).
              const opening = worker.openedAt !== undefined && !worker.ready && !worker.retired && !worker.failed;
              if (opening && openTimeoutMs !== undefined && now - worker.openedAt! > openTimeoutMs) {
                failure ??= new SlowToOpenPdfError(openTimeoutMs, `opening took longer than ${openTimeoutMs} ms`);
                notify();
                continue;
              }
              const assignment = worker.assignment;
              if (!assignment || !limits) continue;
              const limitMs = assignment.ocr ? limits.ocrMs : limits.textMs;
              if (now - assignment.startedAt > limitMs) giveUpPage(worker, assignment, limitMs);
            }
          },
          Math.max(20, Math.min(1000, Math.min(limits?.textMs ?? Infinity, openTimeoutMs ?? Infinity) / 4)),
        )
      : undefined;
  signal?.addEventListener("abort", notify);
  turnEnd?.addEventListener("abort", notify);

  try {
    const first = options.onlyThreadsThatPay ? 1 : Math.max(1, options.threads);
    // The first thread waits for a seat; the others start where one is free.
    await startWorkerWhenSeated();
    for (let i = 1; i < first && startWorker(); i++);
    for (;;) {
      signal?.throwIfAborted();
      if (failure) throw failure;
      if (chunks && consuming >= chunks.length) return;
      if (turnEnd?.aborted) {
        // The turn is over: the pages already read that follow on are handed over, the page being read is dropped
        // (its thread is ended below) and is read again in the reading's next turn.
        yield* pagesReadInOrder(buffers, consuming);
        return;
      }
      if (givenUp && chunks) {
        yield* givenUpPages(chunks, consuming, yieldedInChunk, buffers, givenUp.limitMs, counts.pagesTimedOut);
        return;
      }
      const buffer = buffers.get(consuming);
      const page = buffer?.pages.shift();
      if (page !== undefined) {
        yieldedInChunk++;
        yield page;
      } else if (buffer?.done) {
        buffers.delete(consuming);
        consuming++;
        yieldedInChunk = 0;
        dispatch();
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    clearInterval(watchdog);
    signal?.removeEventListener("abort", notify);
    turnEnd?.removeEventListener("abort", notify);
    closing = true;
    await Promise.all(workers.map(finishWithBook));
    closeSync(fd);
  }
}

/** The rest of a book given up: pages already read as they came, then every page not read as timed out. */
function* givenUpPages(
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
function* pagesReadInOrder(buffers: Map<number, ChunkBuffer>, consuming: number): Generator<string> {
  for (let chunk = consuming; ; chunk++) {
    const buffer = buffers.get(chunk);
    if (!buffer) return;
    yield* buffer.pages.splice(0);
    if (!buffer.done) return;
  }
}
