// Benchmark child: reads a whole PDF through extractPages and prints what it saw as one JSON line.
// Usage (bundled by bench/run.mjs): node bench/out/bundle/extract-child.js <file.pdf> <threads>
import { extractPages } from "../src/engine/pdf/reading/extract-pages";

const [file, threadsArg = "2"] = process.argv.slice(2);
if (!file) throw new Error("usage: extract-child <file.pdf> [threads]");
const started = performance.now();
let pages = 0;
let lines = 0;
let actionSubmittals = 0;
let ocrPages = 0;
for await (const page of extractPages(file, { threads: Number(threadsArg) })) {
  pages++;
  lines += page.lines.length;
  if (page.ocr) ocrPages++;
  for (const line of page.lines) if (line.text === "1.4 ACTION SUBMITTALS") actionSubmittals++;
}
const seconds = (performance.now() - started) / 1000;
// maxRSS covers the worker threads too: they live in this process.
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ pages, lines, actionSubmittals, ocrPages, seconds, peakMb }));
