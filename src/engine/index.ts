// The engine's public module: everything the server and the CLI use of it. The folders behind it are the engine's own
// business (eslint's no-restricted-imports keeps src/server, src/cli and src/web out of them); a new use from outside
// adds its name here. Loading this module must not load the PDF library (mupdf): the server's event loop thread and
// the CLI's start-up never need it, so what loads it is reached through a function that imports it on demand. The
// page-image thread has a public module of its own (page-images.ts) so it starts without loading the rules.

// Scanning: a PDF (or several) in, one submittal register out; and a book in page ranges.
export { scanPdf, scanPdfs, scanPageStream } from "./scan-pdf";
export {
  readPageRangeFile,
  sampleBookTextLayer,
  scanPageRangeFiles,
  type PageRangeFile,
} from "./ranges/scan-page-ranges";
export type { TextLayerSample } from "./ranges/sample-text-layer";
export { readPageTextFiles } from "./ranges/page-text-file";
export type {
  ExtractPagesOptions,
  PageRange,
  PageText,
  PageTimeLimits,
  TimeoutCounts,
  ScanOptions,
  ScanProgress,
  TextLine,
} from "./types";
export { describePageNumbers } from "./register/page-problems";
export { NO_WORDS_WARNING } from "./register/coverage-warnings";

// Reading PDFs: their pages and text, and the failures written for the people who uploaded them.
export { countPages, extractPages } from "./pdf/reading/extract-pages";
export { joinPageText, joinTexts } from "./pdf/reading/read-document-text";
export { NotAPdfError, PdfError, isPdfError, type PdfErrorCode } from "./pdf/pdf-errors";
export { TooManyPagesError } from "./pdf/reading/too-many-pages";
export { watchOpenings, type OpeningEvent } from "./pdf/reading/opening-watch";
export { PDF_SIGNATURE_WINDOW, hasPdfSignature } from "./pdf/reading/pdf-signature";

// One page as a picture for the source viewer: page-images.ts, the public module of the thread that draws them.
export type { OpenPdf, PagePoints } from "./page-images";

// Threads: mupdf's shared memory budget, and worker entries that run from the build or the sources.
export { keepsLittleMemory, limitMupdfMemory, startMupdfWorker } from "./pdf/budgets/mupdf-memory-budget";
export { startWorkerEntry } from "./start-worker-entry";

// The OCR engine and a page's OCR budget (decision 0295).
export { readOcrSettings, type OcrSettings } from "./pdf/ocr/ocr-settings";

// The optional AI pass's settings.
export { readLlmConfigFromEnv, type LlmConfig } from "./llm/llm-config";

// Comparing registers, and what an addendum means for a register: the one reading of its instructions and of the
// sections it attaches, for the server and the CLI alike (decision 0273).
export { compareRegisters, sectionKey } from "./compare/compare-registers";
export {
  applyAddendum,
  type AddendumDocument,
  type AppliedAddendum,
  type ApplyAddendumOptions,
} from "./compare/apply-addendum";
