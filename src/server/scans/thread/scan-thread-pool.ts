// Runs the engine on one document in a worker thread: parsing never blocks the HTTP event loop, and a time
// limit or shutdown stops a scan at once by terminating its thread. Threads that finish normally are kept
// for the next scan (starting one costs a module load and the PDF library's start-up).
import type { Worker } from "node:worker_threads";
import { slowToOpenMessage } from "../../../contract/scan-messages";
import type { ExtractedData } from "../../../contract/submittal";
import { keepsLittleMemory, startMupdfWorker, type PdfErrorCode, type ScanProgress } from "../../../engine";
import type {
  EndTurn,
  ScanThreadInput,
  ScanThreadMessage,
  ScanThreadResults,
  ScanThreadTask,
} from "./scan-thread-protocol";

/**
 * A scan that could not produce a result; `userMessage` is safe to show, `detail` is for logs. `tooManyPages`: the
 * document is longer than the scan's `maxPages` allowed (nothing is wrong with it; it belongs in the long lane).
 * `code`: the engine's PDF error, when it was one ("slow_to_open": the book took longer than its opening limit).
 */
export class ScanFailure extends Error {
  constructor(
    readonly userMessage: string | null,
    readonly detail: string,
    readonly tooManyPages = false,
    readonly code?: PdfErrorCode,
  ) {
    super(detail);
    this.name = "ScanFailure";
  }
}

export type RunScanOptions = Omit<ScanThreadInput, "keepText"> & {
  signal: AbortSignal;
  onProgress: (progress: ScanProgress) => void;
  /** Every page's text, in page order, as the engine reads it (an addendum's text, read in the same pass). */
  onPageText?: (text: string) => void;
};

export type ScanThreadPool = {
  /** Scans one whole document. */
  run: (options: RunScanOptions) => Promise<ExtractedData>;
  /** Runs one engine task (a whole scan, a look at a book, a page range, or a stitch of stored ranges). */
  runTask: RunThreadTask;
  close: () => Promise<void>;
};

export type ThreadTaskExtras = {
  /** A page range's reading: when aborted, its turn is over and the thread returns what it read (`cutMidPage`). */
  endTurn?: AbortSignal;
  /** A whole scan's pages' text as the rules read them (an addendum's instructions are read from it). */
  onPageText?: (text: string) => void;
};

export type RunThreadTask = <T extends ScanThreadTask>(
  task: T,
  signal: AbortSignal,
  onProgress: (progress: ScanProgress) => void,
  extra?: ThreadTaskExtras,
) => Promise<ScanThreadResults[T["task"]]>;

// From source (tests) this module is .ts and so is the entry beside it; bundled, both are .js in dist/.

// With a heap limit a runaway document ends its own thread (ERR_WORKER_OUT_OF_MEMORY), not the whole server.
const THREAD_LIMITS = { maxOldGenerationSizeMb: 2048 };
export const OUT_OF_MEMORY_MESSAGE =
  "This document needed more memory than the scanner allows. Try splitting it into smaller PDFs.";

/** `maxIdle` threads are kept between scans; more may run at once, the extra ones end after their scan. */
export function createScanThreadPool(maxIdle: number): ScanThreadPool {
  const idle: Worker[] = [];
  const busy = new Set<Worker>();

  const release = (worker: Worker, reusable: boolean) => {
    busy.delete(worker);
    worker.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
    // A thread whose mupdf grew large (memory it never gives back) is ended, so the budget it holds is free again.
    if (reusable && idle.length < maxIdle && keepsLittleMemory(worker)) {
      worker.unref(); // an idle thread must not keep the process alive
      idle.push(worker);
    } else void worker.terminate();
  };

  function run(options: RunScanOptions): Promise<ExtractedData> {
    const { path, signal, onProgress, onPageText } = options;
    const task = { task: "scan", path, options: options.options, keepText: onPageText !== undefined } as const;
    return runTask(task, signal, onProgress, { onPageText });
  }

  function runTask<T extends ScanThreadTask>(
    input: T,
    signal: AbortSignal,
    onProgress: (progress: ScanProgress) => void,
    { endTurn, onPageText }: ThreadTaskExtras = {},
  ): Promise<ScanThreadResults[T["task"]]> {
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    const worker =
      idle.pop() ?? startMupdfWorker("scan-document.worker", import.meta.url, { resourceLimits: THREAD_LIMITS });
    worker.ref();
    busy.add(worker);

    return new Promise<ScanThreadResults[T["task"]]>((resolve, reject) => {
      let settled = false;
      // A book opened in the thread itself (SCAN_THREADS=0) within its limit: past it the thread is ended, as a
      // page thread is (docs/decisions/0296-the-opening-limit-in-the-scan-thread.md).
      let openingTimer: NodeJS.Timeout | undefined;
      const settle = (reusable: boolean, finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(openingTimer);
        signal.removeEventListener("abort", onAbort);
        endTurn?.removeEventListener("abort", onEndTurn);
        release(worker, reusable);
        finish();
      };
      const onAbort = () => settle(false, () => reject(signal.reason as Error));
      signal.addEventListener("abort", onAbort, { once: true });
      const onEndTurn = () => worker.postMessage({ task: "end-turn" } satisfies EndTurn);

      worker.on("message", (message: ScanThreadMessage) => {
        if (message.type === "progress") onProgress(message.progress);
        else if (message.type === "page-text") onPageText?.(message.text);
        else if (message.type === "opening") {
          clearTimeout(openingTimer);
          const { limitMs } = message;
          openingTimer = setTimeout(() => {
            const detail = `the book took longer than ${limitMs} ms to open in the scan thread`;
            settle(false, () => reject(new ScanFailure(slowToOpenMessage(limitMs), detail, false, "slow_to_open")));
          }, limitMs);
        } else if (message.type === "opened") clearTimeout(openingTimer);
        else if (message.type === "result")
          // The thread answers the task it was given, so the result has that task's type.
          settle(true, () => resolve(message.data as ScanThreadResults[T["task"]]));
        else if (message.type === "error")
          settle(true, () =>
            reject(new ScanFailure(message.userMessage, message.detail, message.tooManyPages ?? false, message.code)),
          );
      });
      worker.on("error", (error: Error & { code?: string }) => {
        const userMessage = error.code === "ERR_WORKER_OUT_OF_MEMORY" ? OUT_OF_MEMORY_MESSAGE : null;
        settle(false, () => reject(new ScanFailure(userMessage, `scan thread crashed: ${error.message}`)));
      });
      worker.on("exit", (code) =>
        settle(false, () => reject(new ScanFailure(null, `scan thread exited with code ${code} before finishing`))),
      );
      worker.postMessage(input);
      if (endTurn?.aborted) onEndTurn();
      else endTurn?.addEventListener("abort", onEndTurn, { once: true });
    });
  }

  async function close(): Promise<void> {
    const all = [...idle.splice(0), ...busy];
    busy.clear();
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  return { run, runTask, close };
}
