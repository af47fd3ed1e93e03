// Which OCR engine reads scanned pages, and what one page's OCR may cost; from the environment, as the server and the
// CLI (and their page threads, which get a copy of it) see it (decision 0295).
import { z } from "zod";
import { findTesseract } from "./find-tesseract";

export type OcrEngineChoice = "auto" | "native" | "wasm";

export type OcrSettings = {
  /** `auto`: Debian's `tesseract` program when it is on PATH with English, else tesseract.js. */
  engine: OcrEngineChoice;
  /**
   * CPU seconds one page's recognition may use; past them the page keeps what was read and says it was cut short.
   * Unset: the engine's default (`defaultPageCpuSeconds`).
   */
  pageCpuSeconds?: number;
};

/**
 * A dense page of a specification costs the program 1.3–1.8 CPU s and tesseract.js about 2.4 alone, up to half as
 * much again on a loaded machine; a page of speckle, 20–70 unchecked. tesseract.js gets more room: at 4 s its densest
 * fixture page was cut short at load 23, and a noisy page cut short costs it a new thread besides (decision 0295).
 */
export const DEFAULT_OCR_PAGE_CPU_SECONDS = { native: 4, wasm: 6 } as const;

const schema = z.object({
  OCR_ENGINE: z.enum(["auto", "native", "wasm"]).default("auto"),
  OCR_PAGE_CPU_SECONDS: z.coerce.number().min(1).max(600).optional(),
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
  // PATH is no setting of ours: a configuration given without it (a test's) is looked up on the process's own.
  if (engine === "native" && !findTesseract(env.PATH === undefined ? process.env : env)) {
    throw new OcrSettingsError(
      "OCR_ENGINE: native needs the tesseract program with English on PATH (Debian: apt-get install tesseract-ocr)",
    );
  }
  const pageCpuSeconds = parsed.data.OCR_PAGE_CPU_SECONDS;
  return { engine, ...(pageCpuSeconds !== undefined && { pageCpuSeconds }) };
}
