// The engine's internal vocabulary: pages of text lines, as the PDF layer hands them to the parsers.

/** One visual line of text, rebuilt in reading order. Coordinates are PDF points from the page's top-left. */
export type TextLine = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Dominant font size of the line, when known. */
  fontSize?: number;
  bold?: boolean;
};

export type PageText = {
  /** 1-based page number in the PDF. */
  pageNumber: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** False when the page had no usable text layer. */
  hasTextLayer: boolean;
  /** True when `lines` came from OCR. */
  ocr: boolean;
};

export type PageRange = { from: number; to: number };

export type ExtractPagesOptions = {
  /** 1-based, inclusive. Default: all pages. */
  pages?: PageRange;
  signal?: AbortSignal;
  /** OCR pages without a text layer (default true). */
  ocr?: boolean;
  /** Worker threads to spread pages over (default: from the caller's config, else 2); 0 reads in the calling thread. */
  threads?: number;
};

export type ScanProgress = {
  stage: "reading" | "ocr" | "parsing" | "ai" | "done";
  pagesDone: number;
  totalPages: number;
  message: string;
};

export type ScanOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: ScanProgress) => void;
  threads?: number;
  ocr?: boolean;
  /** Optional OpenAI-compatible pass; absent means rules only. */
  llm?: {
    baseUrl: string;
    apiKey: string;
    model: string;
    allSections?: boolean;
    concurrency?: number;
    timeoutMs?: number;
  };
};
