// Benchmark child: reads a whole PDF through extractPages and prints what it saw as one JSON line.
// Usage (bundled by bench/run.mjs): node bench/out/bundle/extract-child.js <file.pdf> <threads | auto>
// "auto" leaves the number to the engine (page-thread-count.ts) and reports the threads it started.
import { extractPages } from "../src/engine/pdf/reading/extract-pages";
import { threadsThatPay } from "../src/engine/pdf/threads/page-thread-count";

const [file, threadsArg = "2"] = process.argv.slice(2);
if (!file) throw new Error("usage: extract-child <file.pdf> [threads]");
const started = performance.now();
let pages = 0;
let lines = 0;
let actionSubmittals = 0;
let ocrPages = 0;
const auto = threadsArg === "auto";
let threads = auto ? 1 : Number(threadsArg);
const options = auto
  ? { onPageCount: (count: number) => (threads = threadsThatPay(Infinity, count)) }
  : { threads: Number(threadsArg) };
for await (const page of extractPages(file, options)) {
  pages++;
  lines += page.lines.length;
  if (page.ocr) ocrPages++;
  for (const line of page.lines) if (line.text === "1.4 ACTION SUBMITTALS") actionSubmittals++;
}
const seconds = (performance.now() - started) / 1000;
// maxRSS covers the worker threads too: they live in this process.
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ pages, lines, actionSubmittals, ocrPages, seconds, peakMb, threads }));
