// Worker-thread entry: runs the engine's tasks one at a time off the server's event loop and reports back.
// The thread stays alive between tasks so later ones skip its start-up (module load, PDF library init).
import { parentPort } from "node:worker_threads";
import {
  isPdfError,
  limitMupdfMemory,
  readPageRangeFile,
  sampleBookTextLayer,
  scanPageRangeFiles,
  scanPdf,
  TooManyPagesError,
  watchOpenings,
  type ScanProgress,
} from "../../../engine";
import type { EndTurn, ScanThreadMessage, ScanThreadResults, ScanThreadTask } from "./scan-thread-protocol";

const port = parentPort;
if (!port) throw new Error("scan-document.worker must run in a worker thread");
limitMupdfMemory();
const post = (message: ScanThreadMessage) => port.postMessage(message);
const onProgress = (progress: ScanProgress) => post({ type: "progress", progress });
// A book opened in this thread (SCAN_THREADS=0): the pool ends the thread when the opening passes its limit.
watchOpenings((event) =>
  post(event.phase === "opening" ? { type: "opening", limitMs: event.limitMs } : { type: "opened" }),
);

async function run(input: ScanThreadTask): Promise<ScanThreadResults[keyof ScanThreadResults]> {
  switch (input.task) {
    case "scan": {
      const onPageText = input.keepText ? (text: string) => post({ type: "page-text", text }) : undefined;
      return scanPdf(input.path, { ...input.options, onProgress }, onPageText);
    }
    case "plan": {
      // The page count goes out first: if the look runs past its time limit, the caller still knows it.
      const onPageCount = (pageCount: number) =>
        onProgress({ stage: "reading", pagesDone: 0, totalPages: pageCount, message: "" });
      const { minPages, threads, openTimeoutMs } = input;
      return sampleBookTextLayer(input.path, { minPages, onPageCount, threads, openTimeoutMs });
    }
    case "read-range":
      // Mid-page: the page thread is ended and the page read again in the next turn (range-turns.ts).
      return readPageRangeFile(input.path, input.range, {
        ...input.options,
        onProgress,
        ...(input.timeoutCounts && { timeoutCounts: input.timeoutCounts }),
        turnEnd: turn.signal,
        cutMidPage: input.cutMidPage === true,
      });
    case "stitch": {
      const { paths, fileName, totalPages } = input;
      return scanPageRangeFiles({ paths, fileName, totalPages, options: { ...input.options, onProgress } });
    }
  }
}

/** Aborted by an `end-turn` message while a page range is read; each task starts with a turn of its own. */
let turn = new AbortController();

port.on("message", (input: ScanThreadTask | EndTurn) => {
  if (input.task === "end-turn") {
    turn.abort();
    return;
  }
  turn = new AbortController();
  run(input).then(
    (data) => post({ type: "result", data }),
    (error: unknown) => {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const tooManyPages = error instanceof TooManyPagesError;
      const pdfError = isPdfError(error) ? error : undefined;
      post({ type: "error", userMessage: pdfError?.message ?? null, detail, tooManyPages, code: pdfError?.code });
    },
  );
});
