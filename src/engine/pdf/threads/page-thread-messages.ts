// The messages between the page pool and its extraction workers. A thread serves one book at a time (`open` …
// chunks … `close`) and may then wait, warm, for the next book (page-thread-cache.ts).
import type { PageRange } from "../../types";
import type { OcrSettings } from "../ocr/ocr-settings";
import type { PdfErrorCode } from "../pdf-errors";

/**
 * The first message: mupdf compiled once by the pool's process (none when it could not be). The thread answers
 * `started` once its page loop listens; then books follow: `open` (the pool owns the descriptor), page chunks
 * one at a time, `close`.
 */
export type ToWorker =
  | { type: "mupdf"; module?: WebAssembly.Module }
  | { type: "open"; fd: number; ocr: boolean | "probe"; ocrSettings?: OcrSettings }
  | { type: "chunk"; chunk: number; range: PageRange }
  /** `keep`: the book stays open in the thread for its next reader (page-thread-loop.ts). */
  | { type: "close"; keep?: boolean };

export type WorkerFailure = { code?: PdfErrorCode; message: string; detail?: string };

export type FromWorker =
  | { type: "started" }
  /** The book is open; `reused`: this thread still held it open from an earlier reader, so it was not opened again. */
  | { type: "ready"; pageCount: number; repaired: boolean; reused: boolean }
  // The page as JSON text: one flat string clones several times faster than a tree of line objects.
  | { type: "page"; chunk: number; json: string }
  /** The next page of the chunk has no text layer and is going on to OCR. */
  | { type: "ocr"; chunk: number }
  | { type: "chunk-done"; chunk: number }
  | { type: "failed"; failure: WorkerFailure }
  /** The book is closed; `reusable`: no page of it had a problem, so the thread may take another book. */
  | { type: "closed"; reusable: boolean };
