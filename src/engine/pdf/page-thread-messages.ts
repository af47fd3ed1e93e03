// The messages between the page pool and its extraction workers.
import type { PageRange } from "../types";
import type { PdfErrorCode } from "./pdf-errors";

export type ExtractWorkerData = { fd: number; ocr: boolean };

/** The first message: mupdf compiled once by the pool's process (none when it could not be), then page chunks. */
export type ToWorker =
  { type: "mupdf"; module?: WebAssembly.Module } | { type: "chunk"; chunk: number; range: PageRange };

export type WorkerFailure = { code?: PdfErrorCode; message: string; detail?: string };

export type FromWorker =
  | { type: "ready"; pageCount: number }
  // The page as JSON text: one flat string clones several times faster than a tree of line objects.
  | { type: "page"; chunk: number; json: string }
  /** The next page of the chunk has no text layer and is going on to OCR. */
  | { type: "ocr"; chunk: number }
  | { type: "chunk-done"; chunk: number }
  | { type: "failed"; failure: WorkerFailure };
