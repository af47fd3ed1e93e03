// Messages between the scan jobs and the worker thread that runs the engine: a whole document, a look at a book
// before it is split, one page range of a book, or the stored ranges of a book combined into its register.
import type { ExtractedData } from "../../../contract/submittal";
import type {
  PageRange,
  PageRangeFile,
  PdfErrorCode,
  ScanOptions,
  ScanProgress,
  TextLayerSample,
  TimeoutCounts,
} from "../../../engine";

/** The serialisable part of the engine's options; the signal and callback stay on the calling side. */
export type ThreadScanOptions = Omit<ScanOptions, "signal" | "onProgress">;

export type ScanThreadInput = {
  path: string;
  options: ThreadScanOptions;
  /** Send every page's text back as the rules read it (`page-text` messages): an addendum's instructions. */
  keepText?: boolean;
};

/** A page range read into a page-text file: all its pages, or fewer when its turn ran out (the engine's PageRangeFile). */
export type RangeFile = PageRangeFile;

export type ScanThreadTask =
  | ({ task: "scan" } & ScanThreadInput)
  | {
      task: "plan";
      path: string;
      minPages: number;
      /** 0: the look is taken in the scan thread itself; otherwise in a page thread (which keeps the book open). */
      threads: number;
      openTimeoutMs?: number;
    }
  | {
      task: "read-range";
      path: string;
      range: PageRange;
      options: ThreadScanOptions;
      /** Counts of the earlier turns of this range's reading (decision 0143's give-up rule spans them). */
      timeoutCounts?: TimeoutCounts;
      /** The end of the turn ends the page being read (mid-page); otherwise the thread stops after it. */
      cutMidPage?: boolean;
    }
  | { task: "stitch"; paths: string[]; fileName: string; totalPages: number; options: ThreadScanOptions };

/** Sent to a thread reading a page range: its turn is over (range-turns.ts); see `cutMidPage`. */
export type EndTurn = { task: "end-turn" };

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
  /** The thread is opening a book in itself (threads: 0) within `limitMs`, or has opened it (opening-watch.ts). */
  | { type: "opening"; limitMs: number }
  | { type: "opened" }
  | { type: "result"; data: ScanThreadResults[keyof ScanThreadResults] }
  /** userMessage is set when the engine's message is written for the uploader (a PDF problem). */
  | { type: "error"; userMessage: string | null; detail: string; tooManyPages?: boolean; code?: PdfErrorCode };
