// The messages between the page pool and its extraction workers.
import type { PageRange, PageText } from "../types";
import type { PdfErrorCode } from "./pdf-errors";

export type ExtractWorkerData = { fd: number; ocr: boolean };

export type ToWorker = { type: "chunk"; chunk: number; range: PageRange };

export type WorkerFailure = { code?: PdfErrorCode; message: string; detail?: string };

export type FromWorker =
  | { type: "ready"; pageCount: number }
  | { type: "page"; chunk: number; page: PageText }
  | { type: "chunk-done"; chunk: number }
  | { type: "failed"; failure: WorkerFailure };
