// Tesseract (tesseract.js, WASM) with English data from the @tesseract.js-data/eng package: nothing is downloaded.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Worker } from "tesseract.js";
import type { TextFragment } from "./text-fragment";

export type OcrEngine = {
  /** Text lines of a page image rendered at `dpi`, in PDF points. */
  readLines: (image: Uint8Array, dpi: number) => Promise<TextFragment[]>;
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
    readLines: async (image, dpi) => {
      const { data } = await worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
      const toPoints = 72 / dpi;
      const fragments: TextFragment[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const text = cleanOcrLine(line.text);
            if (text === "") continue;
            const { x0, y0, x1, y1 } = line.bbox;
            fragments.push({
              text,
              x: x0 * toPoints,
              y: y0 * toPoints,
              width: (x1 - x0) * toPoints,
              height: (y1 - y0) * toPoints,
              // Tesseract reads the page as rendered, upright lines only.
              upright: true,
            });
          }
        }
      }
      return fragments;
    },
    terminate: async () => {
      await worker.terminate();
    },
  };
}
