// What every OCR engine is to a page reader, whichever program reads the images (./ocr-engine.ts picks one).
import type { OcrLine } from "./ocr-tsv";

/**
 * `lines`: each image's lines, boxes in the image's pixels, in the order given; when the budget ran out first,
 * the images not read are missing from the end and `cutShort` is true. `cpuSeconds`: what the reading cost.
 */
export type OcrRead = { lines: OcrLine[][]; cpuSeconds: number; cutShort: boolean };

export type OcrEngine = {
  name: "native" | "wasm";
  /** Reads images (binary PGM, rendered at `dpi`) within `cpuSeconds`; `signal` stops the reading at once. */
  readImages: (images: Uint8Array[], dpi: number, cpuSeconds: number, signal?: AbortSignal) => Promise<OcrRead>;
  /** Ends the engine and anything it is running. */
  terminate: () => Promise<void>;
};
