// The OCR engine a page reader uses: Debian's `tesseract` program where the machine has it, else tesseract.js (WASM),
// the one `npm ci` alone installs (decision 0295). Both read page images into the same lines, within a CPU budget.
import { findTesseract } from "./find-tesseract";
import { createNativeOcrEngine } from "./native-ocr-engine";
import type { OcrSettings } from "./ocr-settings";
import type { OcrEngine } from "./ocr-engine-types";
import { createWasmOcrEngine } from "./wasm-ocr-engine";

/**
 * Speckle on scans often reads as a lone "|" before a line; no spec line starts with one, so it goes.
 * Paragraph numbers lose their dot to a colon ("1:1 SUMMARY", "A: Product Data"); spec numbering never uses colons.
 * A speck just before a line's first letter reads as an opening quote ("“PART 3"); one the line never closes goes.
 */
export function cleanOcrLine(text: string): string {
  return text
    .trim()
    .replace(/^[|¦]\s+(?=\S)/, "")
    .replace(/^["“‘'](?=\p{Lu})(?!.*["”’'])/u, "")
    .replace(/^(\d{1,2}):(\d{1,2})(?=\s)/, "$1.$2")
    .replace(/^([0-9]{1,2}|[A-Za-z]):(?=\s)/, "$1.");
}

/** The engine the settings choose: `native` and `auto` with the program on PATH read with it, the rest with WASM. */
export function createOcrEngine(settings: Pick<OcrSettings, "engine">): OcrEngine {
  const program = settings.engine === "wasm" ? undefined : findTesseract();
  if (settings.engine === "native" && !program) throw new Error("OCR_ENGINE is native, but tesseract is not on PATH");
  return program ? createNativeOcrEngine(program) : createWasmOcrEngine();
}
