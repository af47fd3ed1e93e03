// Tesseract (tesseract.js, WASM) with English data from the @tesseract.js-data/eng package: nothing is downloaded.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Worker } from "tesseract.js";
import { parseOcrTsv, type OcrLine } from "./ocr-tsv";

export type OcrEngine = {
  /** Text lines of a page image, boxes in the image's pixels. */
  readLines: (image: Uint8Array) => Promise<OcrLine[]>;
  terminate: () => Promise<void>;
};

// The "best_int" LSTM model is what tesseract.js itself picks for LSTM-only recognition; read from disk, gzip as shipped.
function languageFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json");
  return join(dirname(packageJson), "4.0.0_best_int");
}

/**
 * Speckle on scans often reads as a lone "|" before a line; no spec line starts with one, so it goes.
 * Paragraph numbers lose their dot to a colon ("1:1 SUMMARY", "A: Product Data"); spec numbering never uses colons.
 */
export function cleanOcrLine(text: string): string {
  return text
    .trim()
    .replace(/^[|¦]\s+(?=\S)/, "")
    .replace(/^(\d{1,2}):(\d{1,2})(?=\s)/, "$1.$2")
    .replace(/^([0-9]{1,2}|[A-Za-z]):(?=\s)/, "$1.");
}

export async function createOcrEngine(): Promise<OcrEngine> {
  // Loaded with the first scanned page: most books have none, and every extraction thread would pay for it.
  const { createWorker, OEM } = await import("tesseract.js");
  const worker: Worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: languageFolder(),
    cacheMethod: "none",
    gzip: true,
  });
  return {
    readLines: async (image) => {
      const { data } = await worker.recognize(Buffer.from(image), {}, { tsv: true, text: false });
      return parseOcrTsv(data.tsv ?? "");
    },
    terminate: async () => {
      await worker.terminate();
    },
  };
}
