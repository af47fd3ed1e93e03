// Worker-thread entry: runs the engine's tasks one at a time off the server's event loop and reports back.
// The thread stays alive between tasks so later ones skip its start-up (module load, PDF library init).
import { parentPort } from "node:worker_threads";
import { limitMupdfMemory } from "../../../engine/pdf/mupdf-memory-budget";
import { isPdfError } from "../../../engine/pdf/pdf-errors";
import { TooManyPagesError } from "../../../engine/pdf/too-many-pages";
import type { ScanProgress } from "../../../engine/types";
import type { EndTurn, ScanThreadMessage, ScanThreadResults, ScanThreadTask } from "./scan-thread-protocol";

const port = parentPort;
if (!port) throw new Error("scan-document.worker must run in a worker thread");
limitMupdfMemory();
const post = (message: ScanThreadMessage) => port.postMessage(message);
const onProgress = (progress: ScanProgress) => post({ type: "progress", progress });

async function run(input: ScanThreadTask): Promise<ScanThreadResults[keyof ScanThreadResults]> {
  switch (input.task) {
    case "scan": {
      const { scanPdf } = await import("../../../engine/scan-pdf");
      return scanPdf(input.path, { ...input.options, onProgress });
    }
    case "plan": {
      const { sampleTextLayer } = await import("../../../engine/pdf/sample-text-layer");
      // The page count goes out first: if the look runs past its time limit, the caller still knows it.
      const onPageCount = (pageCount: number) =>
        onProgress({ stage: "reading", pagesDone: 0, totalPages: pageCount, message: "" });
      return sampleTextLayer(input.path, { minPages: input.minPages, onPageCount });
    }
    case "read-range": {
      const { readPageRangeJson } = await import("../../../engine/pdf/extract-pages");
      const { encodePageJson } = await import("../../../engine/page-text-file");
      const { range, options } = input;
      const timeoutCounts = { ...(input.timeoutCounts ?? { pagesRead: 0, pagesTimedOut: 0 }) };
      const pages: string[] = [];
      const total = range.to - range.from + 1;
      for await (const page of readPageRangeJson(input.path, {
        pages: range,
        ocr: options.ocr,
        threads: options.threads,
        pageTimeLimits: options.pageTimeLimits,
        timeoutCounts,
        // The page threads are ready: the turn's clock starts now, not while a thread starts (range-job-handler.ts).
        onPageCount: () => onProgress({ stage: "reading", pagesDone: 0, totalPages: total, message: "" }),
        // Mid-page: the page thread is ended and the page read again in the next turn (range-turns.ts).
        ...(input.cutMidPage && { turnEnd: turn.signal }),
      })) {
        pages.push(page);
        onProgress({ stage: "reading", pagesDone: pages.length, totalPages: total, message: "" });
        // The turn is over: the pages read so far are returned and the rest of the range waits for another turn.
        if (turn.signal.aborted && pages.length < total) break;
      }
      const interrupted = turn.signal.aborted && input.cutMidPage === true && pages.length < total;
      return { pages: pages.length, bytes: encodePageJson(pages), timeoutCounts, interrupted };
    }
    case "stitch": {
      // The stitch reads no page: the page threads this thread kept warm for more ranges give their memory back now.
      const { endIdleThreads } = await import("../../../engine/pdf/page-thread-cache");
      await endIdleThreads();
      const { scanPageStream } = await import("../../../engine/scan-pdf");
      const { failIfNoPageReadable } = await import("../../../engine/pdf/extract-pages");
      const { readPageTextFiles } = await import("../../../engine/page-text-file");
      return scanPageStream({
        pages: failIfNoPageReadable(readPageTextFiles(input.paths)),
        fileName: input.fileName,
        totalPages: () => input.totalPages,
        options: { ...input.options, onProgress },
      });
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
      post({ type: "error", userMessage: isPdfError(error) ? error.message : null, detail, tooManyPages });
    },
  );
});
