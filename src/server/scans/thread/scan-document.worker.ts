// Worker-thread entry: runs the engine on one PDF at a time off the server's event loop and reports back.
// The thread stays alive between scans so later scans skip its start-up (module load, PDF library init).
import { parentPort } from "node:worker_threads";
import { isPdfError } from "../../../engine/pdf/pdf-errors";
import { TooManyPagesError } from "../../../engine/pdf/too-many-pages";
import { scanPdf } from "../../../engine/scan-pdf";
import type { ScanThreadInput, ScanThreadMessage } from "./scan-thread-protocol";

const port = parentPort;
if (!port) throw new Error("scan-document.worker must run in a worker thread");
const post = (message: ScanThreadMessage) => port.postMessage(message);

port.on("message", (input: ScanThreadInput) => {
  scanPdf(input.path, { ...input.options, onProgress: (progress) => post({ type: "progress", progress }) }).then(
    (data) => post({ type: "result", data }),
    (error: unknown) => {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const tooManyPages = error instanceof TooManyPagesError;
      post({ type: "error", userMessage: isPdfError(error) ? error.message : null, detail, tooManyPages });
    },
  );
});
