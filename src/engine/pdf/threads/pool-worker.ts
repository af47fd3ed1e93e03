// A page thread as the pool sees it, and how its part in a book ends: kept warm for the next book, or terminated.
import type { Worker } from "node:worker_threads";
import type { PageRange } from "../../types";
import { keepsLittleMemory } from "../budgets/mupdf-memory-budget";
import { keepIdleThread } from "./page-thread-cache";
import type { FromWorker, ToWorker } from "./page-thread-messages";

// Whether a thread keeps its last book open for a next reader of the same file (the reading after a look, the next
// range). Off: a kept book's structure counted against no budget and put the server past 600 MB on a book of
// 100,000 tiny pages (tests/integration/security/hostile-pdfs-memory.test.ts); the opening limit holds either way.
const KEEP_BOOK_OPEN = false;

/** The pages a worker is reading: `next` is the page it is on, `startedAt` when it began that page. */
export type Assignment = { chunk: number; range: PageRange; next: number; startedAt: number; ocr: boolean };
/** `failed`: it reported a failure, so it is not kept for another book. */
export type PoolWorker = {
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

/** How long a thread may take to close its book (and its OCR engine) before it is ended instead. */
const CLOSE_TIMEOUT_MS = 5_000;

/** How long a thread still loading mupdf is given to finish before it is ended anyway. */
const LOAD_TIMEOUT_MS = 15_000;

/**
 * Ends a thread. One still loading (it has not said `started`) is first let finish: terminating a worker while its
 * entry module's top-level await is pending can abort the whole process (a V8 check in async module evaluation), which
 * is how a scan of a broken file, failing while the second thread still loaded, once ended the CLI with a crash.
 */
export async function endThread(worker: PoolWorker): Promise<void> {
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

/**
 * Ends a thread's part in a book: a thread that finished its chunks cleanly closes the book and is kept warm for the
 * next one; one stopped mid-chunk (the scan aborted or failed), one that failed, or one whose book had troubled
 * pages is terminated, which stops mupdf or OCR mid-page (the descriptor is the pool's, so nothing leaks).
 */
export async function finishWithBook(worker: PoolWorker): Promise<void> {
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
  const reusable = await closeBook(thread);
  // A thread whose mupdf grew large (memory it never gives back) is ended, so the budget it holds is free again.
  if (reusable && keepsLittleMemory(thread)) keepIdleThread(thread);
  else await thread.terminate();
}

/** Asks a thread to close its book; true when it may take another one (false too when it does not answer in time). */
function closeBook(thread: Worker): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
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
}
