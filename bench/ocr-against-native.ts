// The engine's OCR against the tesseract command-line program on the same pages at the same resolution: the character
// error rate of each against the text twin's text layer. Needs the `tesseract` program on the PATH (measurement only:
// the product reads with tesseract.js).
// Usage: npx tsx bench/ocr-against-native.ts <scanned.pdf> <text-twin.pdf>  (prints one JSON line)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as mupdf from "mupdf";
import { extractPages } from "../src/engine/pdf/reading/extract-pages";
import { measurePageImages, ocrResolution } from "../src/engine/pdf/budgets/page-budget";
import { renderPageImage } from "../src/engine/pdf/render-page";
import { characterErrorRate } from "./character-error-rate";

const [scanned, twin] = process.argv.slice(2);
if (!scanned || !twin) throw new Error("usage: ocr-against-native <scanned.pdf> <text-twin.pdf>");

async function pageTexts(file: string): Promise<string[]> {
  const texts: string[] = [];
  for await (const page of extractPages(file, { threads: 0 })) texts.push(page.lines.map((l) => l.text).join("\n"));
  return texts;
}

/** Each page rendered as the engine renders it for OCR, read by the tesseract program as one page. */
function nativeTexts(file: string): string[] {
  const work = mkdtempSync(join(tmpdir(), "ocr-native-"));
  try {
    const doc = mupdf.Document.openDocument(readFileSync(file), "application/pdf");
    const texts: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      const dpi = ocrResolution(measurePageImages(page), x1 - x0, y1 - y0);
      const image = join(work, `page-${i + 1}.pgm`);
      writeFileSync(image, renderPageImage(page, dpi).pgm);
      texts.push(execFileSync("tesseract", [image, "-", "--dpi", String(Math.round(dpi))], { encoding: "utf8" }));
      page.destroy();
    }
    doc.destroy();
    return texts;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const reference = await pageTexts(twin);
const engine = await pageTexts(scanned);
const native = nativeTexts(scanned);
console.log(
  JSON.stringify({
    pages: reference.length,
    engineCer: characterErrorRate(reference, engine),
    nativeCer: characterErrorRate(reference, native),
  }),
);
