// A PDF worker's page loop: opens the PDF itself and reads the page chunks the pool hands it, streaming each page back.
import { parentPort, workerData } from "node:worker_threads";
import { openPdfOnDescriptor } from "./open-pdf";
import { createPageReader, type PageReader } from "./page-reader";
import { isPdfError } from "./pdf-errors";
import type { ExtractWorkerData, FromWorker, ToWorker, WorkerFailure } from "./page-thread-messages";

const port = parentPort;
if (!port) throw new Error("the PDF page loop must run in a worker thread");
// The pool owns the file descriptor: a terminated worker cannot leak it.
const { fd, ocr } = workerData as ExtractWorkerData;
const send = (message: FromWorker) => port.postMessage(message);

function toFailure(error: unknown): WorkerFailure {
  if (isPdfError(error)) return { code: error.code, message: error.message, detail: error.detail };
  return { message: error instanceof Error ? error.message : String(error) };
}

let reader: PageReader | undefined;
let currentChunk = -1;
try {
  const onOcrStart = () => send({ type: "ocr", chunk: currentChunk });
  reader = createPageReader(openPdfOnDescriptor(fd), { ocr, onOcrStart });
  send({ type: "ready", pageCount: reader.pageCount });
} catch (error) {
  send({ type: "failed", failure: toFailure(error) });
}

// Chunks arrive one at a time (the pool waits for chunk-done), so pages never interleave. The pool ends a worker by
// terminating it: the file descriptor is the pool's, and mupdf's and tesseract's memory go with the thread.
let queue = Promise.resolve();
port.on("message", (message: ToWorker) => {
  if (message.type !== "chunk") return;
  queue = queue.then(async () => {
    if (!reader) return;
    currentChunk = message.chunk;
    try {
      for (let pageNumber = message.range.from; pageNumber <= message.range.to; pageNumber++) {
        send({ type: "page", chunk: message.chunk, json: JSON.stringify(await reader.read(pageNumber)) });
      }
      send({ type: "chunk-done", chunk: message.chunk });
    } catch (error) {
      send({ type: "failed", failure: toFailure(error) });
    }
  });
});
