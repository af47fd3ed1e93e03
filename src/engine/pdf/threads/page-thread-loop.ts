// A PDF worker's page loop: opens the book the pool names, reads the page chunks it hands over, streaming each page
// back, and closes the book when told; the thread then waits for the next book with mupdf (and OCR) loaded.
import { parentPort } from "node:worker_threads";
import { openPdfOnDescriptor } from "../reading/open-pdf";
import { createPageReader, type PageReader } from "../reading/page-reader";
import { isPdfError } from "../reading/pdf-errors";
import type { FromWorker, ToWorker, WorkerFailure } from "./page-thread-messages";

const port = parentPort;
if (!port) throw new Error("the PDF page loop must run in a worker thread");
const send = (message: FromWorker) => port.postMessage(message);

function toFailure(error: unknown): WorkerFailure {
  if (isPdfError(error)) return { code: error.code, message: error.message, detail: error.detail };
  return { message: error instanceof Error ? error.message : String(error) };
}

let reader: PageReader | undefined;
let currentChunk = -1;
/** A page of the open book came back with a problem (over budget, damaged, timed out in OCR …). */
let troubled = false;

async function closeBook(): Promise<void> {
  await reader?.close();
  reader = undefined;
}

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case "open": {
      await closeBook();
      troubled = false;
      try {
        const onOcrStart = () => send({ type: "ocr", chunk: currentChunk });
        // The pool owns the file descriptor: a terminated worker cannot leak it.
        reader = createPageReader(openPdfOnDescriptor(message.fd), { ocr: message.ocr, onOcrStart });
        send({ type: "ready", pageCount: reader.pageCount });
      } catch (error) {
        troubled = true;
        send({ type: "failed", failure: toFailure(error) });
      }
      return;
    }
    case "chunk": {
      if (!reader) return;
      currentChunk = message.chunk;
      try {
        for (let pageNumber = message.range.from; pageNumber <= message.range.to; pageNumber++) {
          const page = await reader.read(pageNumber);
          if (page.problem) troubled = true;
          send({ type: "page", chunk: message.chunk, json: JSON.stringify(page) });
        }
        send({ type: "chunk-done", chunk: message.chunk });
      } catch (error) {
        troubled = true;
        send({ type: "failed", failure: toFailure(error) });
      }
      return;
    }
    case "close": {
      await closeBook();
      // A book with troubled pages may have grown mupdf's memory (which never shrinks): that thread is not kept.
      send({ type: "closed", reusable: !troubled });
      return;
    }
    case "mupdf":
      return;
  }
}

// Messages are handled one at a time (the pool waits for chunk-done), so pages never interleave.
let queue = Promise.resolve();
port.on("message", (message: ToWorker) => {
  queue = queue.then(() => handle(message));
});
send({ type: "started" });
