// One reading of a book by the page pool: the threads it holds (seats, start, messages), the chunks handed to them,
// the time limits on opening and on each page, and the pages given back in page order (page-thread-pool.ts).
import type { PageRange, TimeoutCounts } from "../../types";
import { resolvePageRange, splitIntoChunks } from "../reading/page-range";
import { SlowToOpenPdfError, pdfErrorFromCode } from "../pdf-errors";
import { startMupdfWorker, takePageThreadSeat } from "../budgets/mupdf-memory-budget";
import { assertPageLimit } from "../reading/too-many-pages";
import { compiledMupdfWasm } from "./shared-mupdf-wasm";
import { takeIdleThread } from "./page-thread-cache";
import { threadsThatPay } from "./page-thread-count";
import type { FromWorker, ToWorker, WorkerFailure } from "./page-thread-messages";
import { endThread, finishWithBook, type Assignment, type PoolWorker } from "./pool-worker";
import {
  GIVE_UP_AFTER_TIMED_OUT_PAGES,
  givenUpPages,
  pagesReadInOrder,
  timedOutPage,
  type ChunkBuffer,
} from "./timed-out-pages";
import type { WorkerPoolOptions } from "./worker-pool-options";

/** Small enough that both workers get work early and memory stays flat, large enough that messages stay cheap. */
function chunkSizeFor(pages: number, threads: number): number {
  return Math.max(1, Math.min(16, Math.ceil(pages / (threads * 4))));
}

function toError(failure: WorkerFailure): Error {
  return failure.code ? pdfErrorFromCode(failure.code, failure.detail) : new Error(failure.message);
}

/** How often a reading without a thread looks for a free page-thread seat. */
const SEAT_POLL_MS = 50;

export class PageThreadReading {
  private readonly fd: number;
  private readonly options: WorkerPoolOptions;
  private readonly workers: PoolWorker[] = [];
  private readonly buffers = new Map<number, ChunkBuffer>();
  private chunks: PageRange[] | undefined;
  private nextChunk = 0;
  // The rest of a chunk whose thread was ended on a slow page; served before new chunks, its pages are due first.
  private readonly resumes: { chunk: number; range: PageRange }[] = [];
  private consuming = 0;
  /** Pages of the chunk being consumed already yielded. */
  private yieldedInChunk = 0;
  // Shared with the caller when it reads the book in slices: the give-up rule then spans the slices.
  private readonly counts: TimeoutCounts;
  /** Set when the pages keep timing out: the rest of the book is given up unread. */
  private givenUp: { limitMs: number } | undefined;
  private failure: Error | undefined;
  private closing = false;
  private wake: (() => void) | undefined;
  // Compiled (once per process) while the threads boot; each waits for it before loading mupdf.
  private readonly mupdfModule: ReturnType<typeof compiledMupdfWasm>;

  constructor(fd: number, options: WorkerPoolOptions) {
    this.fd = fd;
    this.options = options;
    this.counts = options.timeoutCounts ?? { pagesRead: 0, pagesTimedOut: 0 };
    this.mupdfModule = compiledMupdfWasm();
  }

  /** The pages as JSON text in page order; the threads are started on the first call and finished at the end. */
  async *pages(): AsyncGenerator<string> {
    const { signal, turnEnd } = this.options;
    const watchdog = this.watchTimeLimits();
    signal?.addEventListener("abort", this.notify);
    turnEnd?.addEventListener("abort", this.notify);
    try {
      await this.startThreads();
      for (;;) {
        signal?.throwIfAborted();
        if (this.failure) throw this.failure;
        if (this.chunks && this.consuming >= this.chunks.length) return;
        if (turnEnd?.aborted) {
          // The turn is over: the pages already read that follow on are handed over, the page being read is dropped
          // (its thread is ended below) and is read again in the reading's next turn.
          yield* pagesReadInOrder(this.buffers, this.consuming);
          return;
        }
        if (this.givenUp && this.chunks) {
          const { limitMs } = this.givenUp;
          const { consuming, yieldedInChunk, buffers } = this;
          yield* givenUpPages(this.chunks, consuming, yieldedInChunk, buffers, limitMs, this.counts.pagesTimedOut);
          return;
        }
        const buffer = this.buffers.get(this.consuming);
        const page = buffer?.pages.shift();
        if (page !== undefined) {
          this.yieldedInChunk++;
          yield page;
        } else if (buffer?.done) {
          this.buffers.delete(this.consuming);
          this.consuming++;
          this.yieldedInChunk = 0;
          this.dispatch();
        } else {
          await new Promise<void>((resolve) => (this.wake = resolve));
        }
      }
    } finally {
      clearInterval(watchdog);
      signal?.removeEventListener("abort", this.notify);
      turnEnd?.removeEventListener("abort", this.notify);
      this.closing = true;
      await Promise.all(this.workers.map(finishWithBook));
    }
  }

  /** Wakes the consumer waiting for a page, if it waits. */
  private readonly notify = () => {
    const resume = this.wake;
    this.wake = undefined;
    resume?.();
  };

  /** The first thread waits for a seat; the others start where one is free. */
  private async startThreads(): Promise<void> {
    const first = this.options.onlyThreadsThatPay ? 1 : Math.max(1, this.options.threads);
    await this.startWorkerWhenSeated();
    for (let i = 1; i < first && this.startWorker(); i++);
  }

  /**
   * Starts a thread (a warm one when this thread keeps one) when the process has a page-thread seat for it; false
   * when none is free (docs/decisions/0318-page-thread-seats-and-freed-blocks-given-back.md).
   */
  private startWorker(): boolean {
    const warm = takeIdleThread();
    if (!warm && !takePageThreadSeat({ needed: this.workers.length === 0 })) return false;
    const thread = warm ?? startMupdfWorker("page-thread.worker", import.meta.url, {}, { seated: true });
    const worker: PoolWorker = { thread, started: warm !== undefined, ready: false, retired: false, failed: false };
    this.workers.push(worker);
    this.listen(worker);
    // A warm thread's loop is listening: it may open the book at once. A new one answers `started` first.
    if (warm) this.openWhereNeeded();
    else {
      // Sent even when the pool is closing: a thread waiting for it can only be ended safely once it has loaded.
      void this.mupdfModule.then((module) => thread.postMessage({ type: "mupdf", module } satisfies ToWorker));
    }
    return true;
  }

  private listen(worker: PoolWorker): void {
    const { thread } = worker;
    thread.on("message", (message: FromWorker) => this.onMessage(worker, message));
    thread.on("error", (error) => {
      if (!worker.retired) this.failure ??= error;
      this.notify();
    });
    thread.on("exit", (code) => {
      if (!this.closing && !worker.retired) {
        this.failure ??= new Error(`PDF worker stopped unexpectedly (exit code ${code})`);
      }
      this.notify();
    });
  }

  /**
   * A reading with no thread left waits for a seat: another reading's thread ends, or an idle one is ended for it.
   * Only a reading that holds no thread waits, so two readings never wait on each other.
   */
  private async startWorkerWhenSeated(): Promise<void> {
    while (!this.closing && !this.failure && !this.options.signal?.aborted && !this.startWorker()) {
      await new Promise((resolve) => setTimeout(resolve, SEAT_POLL_MS));
    }
    this.notify();
  }

  /** The threads beyond the first that the book's pages and the free cores pay for (`onlyThreadsThatPay`). */
  private startThreadsThatPay(toRead: PageRange[]): void {
    const pages = toRead.reduce((sum, range) => sum + range.to - range.from + 1, 0);
    const wanted = Math.min(threadsThatPay(this.options.threads, pages), toRead.length);
    // More threads only where a seat is free; the reading goes on with those it has.
    for (let i = this.workers.length; i < wanted && this.startWorker(); i++);
  }

  /** Tells a started thread to open the book. */
  private open(worker: PoolWorker): void {
    worker.openedAt = Date.now();
    worker.thread.postMessage({
      type: "open",
      fd: this.fd,
      ocr: this.options.ocr,
      ocrSettings: this.options.ocrSettings,
    } satisfies ToWorker);
  }

  /**
   * Opens the book in the threads that should: the first one alone until it opened the book (so a book slow to open
   * costs one opening), then as many as there are chunks to read.
   */
  private openWhereNeeded(): void {
    const { workers, chunks } = this;
    const opened = workers.filter((w) => w.openedAt !== undefined && !w.retired).length;
    if (!chunks) {
      if (opened > 0) return;
      const first = workers.find((w) => w.started && !w.retired);
      if (!first) return;
      this.open(first);
      this.options.onOpening?.();
      return;
    }
    let wanted = Math.min(this.options.threads, chunks.length - this.nextChunk + this.resumes.length) - opened;
    for (const worker of workers) {
      if (wanted <= 0) return;
      if (!worker.started || worker.retired || worker.openedAt !== undefined) continue;
      this.open(worker);
      wanted--;
    }
  }

  private assign(worker: PoolWorker, chunk: number, range: PageRange): void {
    worker.assignment = { chunk, range, next: range.from, startedAt: Date.now(), ocr: false };
    worker.thread.postMessage({ type: "chunk", chunk, range } satisfies ToWorker);
  }

  /** Gives each ready thread without work the rest of a chunk, or the next chunk while few enough wait. */
  private dispatch(): void {
    const { chunks } = this;
    if (!chunks || this.options.turnEnd?.aborted) return;
    for (const worker of this.workers) {
      if (!worker.ready || worker.assignment || worker.retired) continue;
      const resume = this.resumes.shift();
      if (resume) {
        this.assign(worker, resume.chunk, resume.range);
        continue;
      }
      if (this.nextChunk >= chunks.length || this.nextChunk >= this.consuming + this.options.threads * 2) return;
      this.buffers.set(this.nextChunk, { pages: [], done: false });
      this.assign(worker, this.nextChunk, chunks[this.nextChunk]!);
      this.nextChunk++;
    }
  }

  private onMessage(worker: PoolWorker, message: FromWorker): void {
    if (worker.retired) return;
    switch (message.type) {
      case "started":
        worker.started = true;
        this.openWhereNeeded();
        return;
      case "closed":
        return;
      case "ocr":
        if (worker.assignment) worker.assignment.ocr = true;
        return;
      case "ready":
        worker.ready = true;
        if (!this.chunks && !this.learnPageCount(message.pageCount, message.repaired)) return;
        break;
      case "page":
        this.counts.pagesRead++;
        this.buffers.get(message.chunk)?.pages.push(message.json);
        if (worker.assignment) {
          Object.assign(worker.assignment, { next: worker.assignment.next + 1, startedAt: Date.now(), ocr: false });
        }
        break;
      case "chunk-done": {
        worker.assignment = undefined;
        const buffer = this.buffers.get(message.chunk);
        if (buffer) buffer.done = true;
        break;
      }
      default:
        worker.failed = true;
        this.failure ??= toError(message.failure);
        break;
    }
    this.dispatch();
    this.notify();
  }

  /**
   * The first thread opened the book: its pages become chunks and the other threads may open it. False when the
   * book has more pages than allowed (the reading fails).
   */
  private learnPageCount(pageCount: number, repaired: boolean): boolean {
    const { options } = this;
    try {
      assertPageLimit(pageCount, options.maxPages);
    } catch (error) {
      this.failure ??= error as Error;
      this.notify();
      return false;
    }
    if (options.pagesOf) this.chunks = options.pagesOf(pageCount);
    else {
      const range = resolvePageRange(pageCount, options.pages);
      this.chunks = splitIntoChunks(range, chunkSizeFor(range.to - range.from + 1, options.threads));
    }
    options.onPageCount?.(pageCount, repaired);
    if (options.onlyThreadsThatPay) this.startThreadsThatPay(this.chunks);
    this.openWhereNeeded();
    return true;
  }

  /** Checks the time limits on opening and on each page a few times per limit; none when there are no limits. */
  private watchTimeLimits(): NodeJS.Timeout | undefined {
    const { pageTimeLimits: limits, openTimeoutMs } = this.options;
    if (!limits && openTimeoutMs === undefined) return undefined;
    const everyMs = Math.max(20, Math.min(1000, Math.min(limits?.textMs ?? Infinity, openTimeoutMs ?? Infinity) / 4));
    return setInterval(() => this.enforceTimeLimits(Date.now()), everyMs);
  }

  private enforceTimeLimits(now: number): void {
    const { pageTimeLimits: limits, openTimeoutMs } = this.options;
    for (const worker of [...this.workers]) {
      // Opening the book (its structure, a repair, the page count) past its limit ends the reading: the threads are
      // ended when the reading finishes (a book that slow to open is not read at all).
      const opening = worker.openedAt !== undefined && !worker.ready && !worker.retired && !worker.failed;
      if (opening && openTimeoutMs !== undefined && now - worker.openedAt! > openTimeoutMs) {
        this.failure ??= new SlowToOpenPdfError(openTimeoutMs, `opening took longer than ${openTimeoutMs} ms`);
        this.notify();
        continue;
      }
      const assignment = worker.assignment;
      if (!assignment || !limits) continue;
      const limitMs = assignment.ocr ? limits.ocrMs : limits.textMs;
      if (now - assignment.startedAt > limitMs) this.giveUpPage(worker, assignment, limitMs);
    }
  }

  /** Ends a thread stuck on one page: the page is reported timed out and a fresh thread takes the rest of the chunk. */
  private giveUpPage(worker: PoolWorker, assignment: Assignment, limitMs: number): void {
    const { workers, counts } = this;
    worker.retired = true;
    workers.splice(workers.indexOf(worker), 1);
    void endThread(worker);
    const buffer = this.buffers.get(assignment.chunk);
    buffer?.pages.push(JSON.stringify(timedOutPage(assignment.next, limitMs)));
    counts.pagesRead++;
    counts.pagesTimedOut++;
    if (counts.pagesTimedOut >= GIVE_UP_AFTER_TIMED_OUT_PAGES && counts.pagesTimedOut * 2 >= counts.pagesRead) {
      this.giveUpBook(limitMs);
      return;
    }
    if (assignment.next < assignment.range.to) {
      this.resumes.push({ chunk: assignment.chunk, range: { from: assignment.next + 1, to: assignment.range.to } });
    } else if (buffer) buffer.done = true;
    // The ended thread's seat comes back once it has exited: the threads still reading take the rest meanwhile.
    if (!this.startWorker() && workers.length === 0) void this.startWorkerWhenSeated();
    this.notify();
  }

  /** The pages keep timing out: the threads still reading are ended too; the consumer fills in every page not read. */
  private giveUpBook(limitMs: number): void {
    this.givenUp = { limitMs };
    for (const other of this.workers) {
      other.retired = true;
      other.thread.removeAllListeners("message");
      void endThread(other);
    }
    this.workers.splice(0);
    this.notify();
  }
}
