// Worker-thread entry: runs the engine's tasks one at a time off the server's event loop and reports back.
// The thread stays alive between tasks so later ones skip its start-up (module load, PDF library init).
import { parentPort } from "node:worker_threads";
import { limitMupdfMemory } from "../../../engine/pdf/mupdf-memory-budget";
import { isPdfError } from "../../../engine/pdf/pdf-errors";
import { TooManyPagesError } from "../../../engine/pdf/too-many-pages";
import type { ScanProgress } from "../../../engine/types";
import type { ScanThreadMessage, ScanThreadResults, ScanThreadTask } from "./scan-thread-protocol";

const port = parentPort;
if (!port) throw new Error("scan-document.worker must run in a worker thread");
limitMupdfMemory();
const post = (message: ScanThreadMessage) => port.postMessage(message);
const onProgress = (progress: ScanProgress) => post({ type: "progress", progress });

async function run(input: ScanThreadTask): Promise<ScanThreadResults[keyof ScanThreadResults]> {
  switch (input.task) {
    case "scan": {
      const { scanPdf } = await import("../../../engine/scan-pdf");
      const onPageText = input.keepText ? (text: string) => post({ type: "page-text", text }) : undefined;
      return scanPdf(input.path, { ...input.options, onProgress }, onPageText);
    }
    case "plan": {
      const { sampleTextLayer } = await import("../../../engine/pdf/sample-text-layer");
      return sampleTextLayer(input.path, { minPages: input.minPages });
    }
    case "read-range": {
      const { readPageRangeJson } = await import("../../../engine/pdf/extract-pages");
      const { encodePageJson } = await import("../../../engine/page-text-file");
      const { range, options } = input;
      const pages: string[] = [];
      const total = range.to - range.from + 1;
      for await (const page of readPageRangeJson(input.path, {
        pages: range,
        ocr: options.ocr,
        threads: options.threads,
        pageTimeLimits: options.pageTimeLimits,
      })) {
        pages.push(page);
        onProgress({ stage: "reading", pagesDone: pages.length, totalPages: total, message: "" });
      }
      return { pages: pages.length, bytes: encodePageJson(pages) };
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

port.on("message", (input: ScanThreadTask) => {
  run(input).then(
    (data) => post({ type: "result", data }),
    (error: unknown) => {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const tooManyPages = error instanceof TooManyPagesError;
      post({ type: "error", userMessage: isPdfError(error) ? error.message : null, detail, tooManyPages });
    },
  );
});
