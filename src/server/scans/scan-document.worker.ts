// Worker-thread entry: runs the engine on one PDF off the server's event loop and reports back.
import { parentPort, workerData } from "node:worker_threads";
import { isPdfError } from "../../engine/pdf/pdf-errors";
import { scanPdf } from "../../engine/scan-pdf";
import type { ScanThreadInput, ScanThreadMessage } from "./scan-thread-protocol";

const input = workerData as ScanThreadInput;
const post = (message: ScanThreadMessage) => parentPort?.postMessage(message);

try {
  const data = await scanPdf(input.path, {
    ...input.options,
    onProgress: (progress) => post({ type: "progress", progress }),
  });
  post({ type: "result", data });
} catch (error) {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  post({ type: "error", userMessage: isPdfError(error) ? error.message : null, detail });
}
