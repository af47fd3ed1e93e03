// A PDF worker's page loop: opens the book the pool names, reads the page chunks it hands over, streaming each page
// back, and closes the book when told; the thread then waits for the next book with mupdf (and OCR) loaded.
// A book closed with `keep` stays open in the thread: when the next book it is given is the same file (a look at a
// book, then its reading; a range, then the next range of the same book), it is not opened (nor repaired) again.
import { fstatSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { openPdfOnDescriptor, type OpenPdf } from "../reading/open-pdf";
import { createPageReader, type PageReader } from "../reading/page-reader";
import { isPdfError } from "../pdf-errors";
import type { FromWorker, ToWorker, WorkerFailure } from "./page-thread-messages";

const port = parentPort;
if (!port) throw new Error("the PDF page loop must run in a worker thread");
const send = (message: FromWorker) => port.postMessage(message);

function toFailure(error: unknown): WorkerFailure {
  if (isPdfError(error)) return { code: error.code, message: error.message, detail: error.detail };
  return { message: error instanceof Error ? error.message : String(error) };
}

let reader: PageReader | undefined;
/** The open book and the file it was opened from (kept open between readers while it is the same file). */
let book: { pdf: OpenPdf; file: string } | undefined;
let currentChunk = -1;
/** A page of the open book came back with a problem (over budget, damaged, timed out in OCR …). */
let troubled = false;

/** The file behind a descriptor: the same upload gives the same device, inode, size and modification time. */
function fileOf(fd: number): string {
  const stat = fstatSync(fd);
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

async function closeReader(): Promise<void> {
  await reader?.close();
  reader = undefined;
}

function closeBook(): void {
  book?.pdf.close();
  book = undefined;
}

/** The book behind `fd`: the one kept open when it is the same file (read through `fd` from now on), else opened. */
function bookOf(fd: number): { pdf: OpenPdf; reused: boolean } {
  const file = fileOf(fd);
  if (book && book.file === file) {
    book.pdf.useDescriptor(fd);
    return { pdf: book.pdf, reused: true };
  }
  closeBook();
  book = { pdf: openPdfOnDescriptor(fd), file };
  return { pdf: book.pdf, reused: false };
}

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case "open": {
      await closeReader();
      troubled = false;
      try {
        const onOcrStart = () => send({ type: "ocr", chunk: currentChunk });
        // The pool owns the file descriptor: a terminated worker cannot leak it.
        const { pdf, reused } = bookOf(message.fd);
        // The reader's close ends its OCR engine; the book is closed here (closeBook), or kept.
        reader = createPageReader(
          { ...pdf, close: () => undefined },
          { ocr: message.ocr, ocrSettings: message.ocrSettings, onOcrStart },
        );
        send({ type: "ready", pageCount: pdf.pageCount, repaired: pdf.repaired, reused });
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
      await closeReader();
      // A troubled book is not kept: the thread is ended anyway (below).
      if (!message.keep || troubled) closeBook();
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
