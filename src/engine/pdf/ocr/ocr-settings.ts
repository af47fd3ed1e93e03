// Which OCR engine reads scanned pages, and what one page's OCR may cost; from the environment, as the server and the
// CLI (and their page threads, which get a copy of it) see it (decision 0295).
import { z } from "zod";
import { findTesseract } from "./find-tesseract";

export type OcrEngineChoice = "auto" | "native" | "wasm";

export type OcrSettings = {
  /** `auto`: Debian's `tesseract` program when it is on PATH with English, else tesseract.js. */
  engine: OcrEngineChoice;
  /** CPU seconds one page's recognition may use; past them the page keeps what was read and says it was cut short. */
  pageCpuSeconds: number;
};

/** A dense page of a specification costs tesseract 1–1.5 CPU s and tesseract.js 2–3; a page of speckle, 20–70. */
export const DEFAULT_OCR_PAGE_CPU_SECONDS = 4;

const schema = z.object({
  OCR_ENGINE: z.enum(["auto", "native", "wasm"]).default("auto"),
  OCR_PAGE_CPU_SECONDS: z.coerce.number().min(1).max(600).default(DEFAULT_OCR_PAGE_CPU_SECONDS),
});

export class OcrSettingsError extends Error {}

/** The settings, or an `OcrSettingsError` listing what is wrong (a blank variable counts as unset). */
export function readOcrSettings(env: Record<string, string | undefined>): OcrSettings {
  const set = Object.fromEntries(
    ["OCR_ENGINE", "OCR_PAGE_CPU_SECONDS"].flatMap((key) => (env[key]?.trim() ? [[key, env[key]!.trim()]] : [])),
  );
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    throw new OcrSettingsError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  const engine = parsed.data.OCR_ENGINE;
  if (engine === "native" && !findTesseract(env)) {
    throw new OcrSettingsError(
      "OCR_ENGINE: native needs the tesseract program with English on PATH (Debian: apt-get install tesseract-ocr)",
    );
  }
  return { engine, pageCpuSeconds: parsed.data.OCR_PAGE_CPU_SECONDS };
}
