// Messages between the scan jobs and the worker thread that runs the engine: a whole document, a look at a book
// before it is split, one page range of a book, or the stored ranges of a book combined into its register.
import type { ExtractedData } from "../../../contract/submittal";
import type { TextLayerSample } from "../../../engine/pdf/sample-text-layer";
import type { PageRange, ScanOptions, ScanProgress } from "../../../engine/types";

/** The serialisable part of the engine's options; the signal and callback stay on the calling side. */
export type ThreadScanOptions = Omit<ScanOptions, "signal" | "onProgress">;

export type ScanThreadInput = {
  path: string;
  options: ThreadScanOptions;
  /** Send every page's text back as the rules read it (`page-text` messages): an addendum's instructions. */
  keepText?: boolean;
};

/** One page range's pages as a gzipped JSON file (engine/page-text-file.ts). */
export type RangeFile = { pages: number; bytes: Uint8Array };

export type ScanThreadTask =
  | ({ task: "scan" } & ScanThreadInput)
  | { task: "plan"; path: string; minPages: number }
  | { task: "read-range"; path: string; range: PageRange; options: ThreadScanOptions }
  | { task: "stitch"; paths: string[]; fileName: string; totalPages: number; options: ThreadScanOptions };

export type ScanThreadResults = {
  scan: ExtractedData;
  plan: TextLayerSample;
  "read-range": RangeFile;
  stitch: ExtractedData;
};

export type ScanThreadMessage =
  | { type: "progress"; progress: ScanProgress }
  /** One page's text, in page order, for a scan asked to keep its text. */
  | { type: "page-text"; text: string }
  | { type: "result"; data: ScanThreadResults[keyof ScanThreadResults] }
  /** userMessage is set when the engine's message is written for the uploader (a PDF problem). */
  | { type: "error"; userMessage: string | null; detail: string; tooManyPages?: boolean };
