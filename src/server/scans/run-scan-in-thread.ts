// Runs the engine on one document in its own worker thread: parsing never blocks the HTTP event loop, and
// a time limit or shutdown can stop a scan at once by terminating the thread.
import type { ExtractedData } from "../../contract/submittal";
import type { ScanProgress } from "../../engine/types";
import type { ScanThreadInput, ScanThreadMessage } from "./scan-thread-protocol";
import { startWorkerThread } from "./start-worker-thread";

/** A scan that could not produce a result; `userMessage` is safe to show, `detail` is for logs. */
export class ScanFailure extends Error {
  constructor(
    readonly userMessage: string | null,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "ScanFailure";
  }
}

export type RunScanOptions = ScanThreadInput & {
  signal: AbortSignal;
  onProgress: (progress: ScanProgress) => void;
};

// From source (tests) this module is .ts and so is the entry beside it; bundled, both are .js in dist/.
const entryExtension = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
const WORKER_ENTRY = new URL(`./scan-document.worker${entryExtension}`, import.meta.url);

export function runScanInThread(options: RunScanOptions): Promise<ExtractedData> {
  const { signal, onProgress } = options;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  const input: ScanThreadInput = { path: options.path, options: options.options };
  const worker = startWorkerThread(WORKER_ENTRY, input);

  return new Promise<ExtractedData>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      finish();
      void worker.terminate();
    };
    const onAbort = () => settle(() => reject(signal.reason as Error));
    signal.addEventListener("abort", onAbort, { once: true });

    worker.on("message", (message: ScanThreadMessage) => {
      if (message.type === "progress") onProgress(message.progress);
      else if (message.type === "result") settle(() => resolve(message.data));
      else settle(() => reject(new ScanFailure(message.userMessage, message.detail)));
    });
    worker.on("error", (error) => settle(() => reject(new ScanFailure(null, `scan thread crashed: ${error.message}`))));
    worker.on("exit", (code) =>
      settle(() => reject(new ScanFailure(null, `scan thread exited with code ${code} before finishing`))),
    );
  });
}
