// `npm run --silent bench:addendum-ocr`: the OCR a scanned addendum costs when its scan job reads its register and
// its instructions' text. Before (decision 0255 as first built): the register's pass, then the text read again, every
// scanned page OCR'd twice. Now: the text is kept from the register's pass (tapPageText). Prints the pages OCR'd and
// the seconds each way, and whether both ways give the same text. Uses the repository's scanned section
// (tests/fixtures/specs), OCR'd in this thread.
import { performance } from "node:perf_hooks";
import { extractPages } from "../src/engine/pdf/reading/extract-pages";
import { joinPageText, joinTexts } from "../src/engine/pdf/reading/read-document-text";
import { scanPdf } from "../src/engine/scan-pdf";
import type { PageText } from "../src/engine/types";
import { specPdf } from "../tests/fixtures/specs/write-spec-pdfs";

const path = specPdf("metalRailingsScanned");
const options = { threads: 0, ocr: true };

async function* countingOcr(pages: AsyncIterable<PageText>, count: { ocr: number }) {
  for await (const page of pages) {
    if (page.ocr) count.ocr++;
    yield page;
  }
}

async function before() {
  const started = performance.now();
  const register = await scanPdf(path, options);
  const second = { ocr: 0 };
  const text = await joinPageText(countingOcr(extractPages(path, options), second));
  return { ocr: (register.ocrPages ?? []).length + second.ocr, seconds: (performance.now() - started) / 1000, text };
}

async function after() {
  const started = performance.now();
  const texts: string[] = [];
  const register = await scanPdf(path, options, (t) => texts.push(t));
  return {
    ocr: (register.ocrPages ?? []).length,
    seconds: (performance.now() - started) / 1000,
    text: joinTexts(texts),
  };
}

const was = await before();
const now = await after();
console.log(`scanned addendum (${path.split("/").at(-1)}):`);
console.log(`  before: ${was.ocr} pages OCR'd, ${was.seconds.toFixed(1)} s`);
console.log(`  after:  ${now.ocr} pages OCR'd, ${now.seconds.toFixed(1)} s`);
console.log(`  same instruction text: ${was.text === now.text ? "yes" : "no"}`);
