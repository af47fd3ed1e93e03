// OCR CPU seconds per page and character error rate of each engine on the same scanned pages: tesseract.js (WASM),
// the native `tesseract` program as the engine drives it, and the reference `tesseract` command reading each whole
// page image at 200 dpi with its own defaults; then the crafted noisy pages' cost per page with each engine.
// CPU counts this process and its waited-for children (Linux /proc). Pages are read in this thread (threads: 0).
// Usage: npx tsx bench/ocr-engines.ts [<scanned.pdf> <text-twin.pdf> <noisy.pdf>]  (prints one JSON line); without
// files: the repository's scanned fixture (tests/fixtures/specs, its first six pages) against its text twin, and three
// crafted noisy pages (tests/fixtures/pdf/write-speckled-page.ts) written to bench/out/.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as mupdf from "mupdf";
import { extractPages } from "../src/engine/pdf/reading/extract-pages";
import { findTesseract } from "../src/engine/pdf/ocr/find-tesseract";
import type { OcrSettings } from "../src/engine/pdf/ocr/ocr-settings";
import { renderPageImage } from "../src/engine/pdf/render-page";
import type { PageText } from "../src/engine/types";
import { writeSpeckledPage } from "../tests/fixtures/pdf/write-speckled-page";
import { writeSpecPdfs } from "../tests/fixtures/specs/write-spec-pdfs";
import { characterErrorRate } from "./character-error-rate";

async function defaultFiles(): Promise<string[]> {
  const specs = await writeSpecPdfs();
  const noisyFile = "bench/out/speckled-3.pdf";
  if (!existsSync(noisyFile)) {
    mkdirSync("bench/out", { recursive: true });
    await writeSpeckledPage(noisyFile, { pages: 3 });
  }
  return [join(specs, "05_52_00.scanned.pdf"), join(specs, "05_52_00.pdf"), noisyFile];
}

const given = process.argv.slice(2);
const [scanned, twin, noisy] = given.length > 0 ? given : await defaultFiles();
if (!scanned || !twin || !noisy) throw new Error("usage: ocr-engines [<scanned.pdf> <text-twin.pdf> <noisy.pdf>]");

/** CPU seconds of this process and of its children that have ended. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  const children = (Number(fields[13]) + Number(fields[14])) / 100;
  return (own.user + own.system) / 1e6 + children;
}

async function read(file: string, ocrSettings?: OcrSettings): Promise<PageText[]> {
  const pages: PageText[] = [];
  for await (const page of extractPages(file, { threads: 0, ...(ocrSettings && { ocrSettings }) })) pages.push(page);
  return pages;
}
const text = (pages: PageText[]) => pages.map((page) => page.lines.map((l) => l.text).join("\n"));

/** Each page rendered as the engine renders it for OCR, read whole by the tesseract command with its defaults. */
function referenceTexts(file: string, program: string, maxPages = Infinity): string[] {
  const work = mkdtempSync(join(tmpdir(), "ocr-reference-"));
  try {
    const doc = mupdf.Document.openDocument(readFileSync(file), "application/pdf");
    const texts: string[] = [];
    for (let i = 0; i < Math.min(maxPages, doc.countPages()); i++) {
      const image = join(work, `page-${i + 1}.pgm`);
      writeFileSync(image, renderPageImage(doc.loadPage(i), 200).pgm);
      texts.push(
        execFileSync(program, [image, "-", "--dpi", "200"], {
          encoding: "utf8",
          env: { PATH: process.env.PATH, OMP_THREAD_LIMIT: "1" },
          stdio: ["ignore", "pipe", "ignore"],
        }),
      );
    }
    doc.destroy();
    return texts;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function measure<T>(work: () => Promise<T> | T): Promise<{ result: T; cpu: number }> {
  const before = cpuSeconds();
  const result = await work();
  return { result, cpu: cpuSeconds() - before };
}

const budget = Number(process.env.OCR_PAGE_CPU_SECONDS) || undefined;
const reference = text(await read(twin, undefined));
// Each engine's start-up is counted in its pages (tesseract.js compiles its WASM once; after a noisy page cut short
// it starts a new thread, which the next page pays for), as a scan pays for them.
const program = findTesseract();
const engines: Array<{ name: string; settings: OcrSettings }> = [
  { name: "tesseract.js", settings: { engine: "wasm", ...(budget && { pageCpuSeconds: budget }) } },
  ...(program
    ? [
        {
          name: "native",
          settings: { engine: "native" as const, ...(budget && { pageCpuSeconds: budget }) },
        },
      ]
    : []),
];
const report: Record<string, unknown> = { loadAverage: (await import("node:os")).loadavg().map((n) => +n.toFixed(2)) };
for (const { name, settings } of engines) {
  const scannedRun = await measure(() => read(scanned, settings));
  const pages = scannedRun.result.length;
  const noisyRun = await measure(() => read(noisy, settings));
  report[name] = {
    pages,
    cpuPerPage: scannedRun.cpu / pages,
    cer: characterErrorRate(reference.slice(0, pages), text(scannedRun.result)),
    noisyCpuPerPage: noisyRun.cpu / noisyRun.result.length,
    noisyProblems: noisyRun.result.map((page) => page.problem?.kind ?? "none"),
  };
  console.error(name, JSON.stringify(report[name]));
}
if (program) {
  const run = await measure(() => referenceTexts(scanned, program));
  const pages = run.result.length;
  // One noisy page: unchecked, the command spends tens of CPU seconds on each.
  const noisyRun = await measure(() => referenceTexts(noisy, program, 1));
  report["tesseract command"] = {
    pages,
    cpuPerPage: run.cpu / pages,
    cer: characterErrorRate(reference.slice(0, pages), run.result),
    noisyCpuPerPage: noisyRun.cpu / noisyRun.result.length,
  };
}
console.log(JSON.stringify(report));
