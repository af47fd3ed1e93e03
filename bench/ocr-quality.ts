// OCR speed and accuracy on an image-only PDF whose text twin has a text layer: pages/s, CPU seconds per page
// (every thread of this process, tesseract's included) and the character error rate against the twin's text.
// Usage: npx tsx bench/ocr-quality.ts <scanned.pdf> <text-twin.pdf> [threads]  (prints one JSON line)
import { extractPages } from "../src/engine/pdf/reading/extract-pages";
import { characterErrorRate } from "./character-error-rate";

const [scanned, twin, threadsArg = "2"] = process.argv.slice(2);
if (!scanned || !twin) throw new Error("usage: ocr-quality <scanned.pdf> <text-twin.pdf> [threads]");

async function pageTexts(file: string, threads: number): Promise<string[]> {
  const texts: string[] = [];
  for await (const page of extractPages(file, { threads })) texts.push(page.lines.map((l) => l.text).join("\n"));
  return texts;
}

const reference = await pageTexts(twin, 0);
const cpuBefore = process.cpuUsage();
const started = performance.now();
const recognised = await pageTexts(scanned, Number(threadsArg));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const cer = characterErrorRate(reference, recognised);
const pages = recognised.length;
console.log(
  JSON.stringify({ pages, seconds, pagesPerSecond: pages / seconds, cpuSecondsPerPage: cpuSeconds / pages, cer }),
);
