// `npm run bench`: generates the benchmark books once (bench/out/, git-ignored), then times text extraction,
// the whole scan command and, when installed, poppler's `pdftotext -layout` on the same files.
// Wall time and peak RSS come from /usr/bin/time -v when present, else from the child's own report.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { build } from "esbuild";

const out = "bench/out";
const bundle = `${out}/bundle`;
mkdirSync(out, { recursive: true });

function ensureBook(file, pages, noiseMb) {
  if (existsSync(file)) return;
  console.log(`generating ${file} …`);
  execFileSync(process.execPath, ["bench/generate-spec-book.mjs", file, String(pages), String(noiseMb)], {
    stdio: "inherit",
  });
}

const books = [
  { name: "(a) 1,000-page text book", file: `${out}/spec-book-1000.pdf`, pages: 1000, noiseMb: 0, runs: 3 },
  {
    name: "(b) same plus noise images, ≈250 MB",
    file: `${out}/spec-book-250mb.pdf`,
    pages: 1000,
    noiseMb: 250,
    runs: 1,
  },
];
for (const book of books) ensureBook(book.file, book.pages, book.noiseMb);
// The image-only corpus book, when the shared corpus sits beside the repository: OCR speed and memory.
const scannedCorpusBook = "../shared/corpus/raw/thetongs-submittal-extraction/HF Sample 3.scanned.pdf";
if (existsSync(scannedCorpusBook))
  books.push({ name: "(c) scanned corpus book (OCR)", file: scannedCorpusBook, pages: 8, runs: 1 });

// The extraction child and its worker entry side by side, as the build lays them out in dist/.
await build({
  entryPoints: {
    "extract-child": "bench/extract-child.ts",
    "extract-pages.worker": "src/engine/pdf/extract-pages.worker.ts",
  },
  outdir: bundle,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});

const hasTime = existsSync("/usr/bin/time");
const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

/** Runs a command, returns wall seconds, CPU seconds and peak RSS in MB (from time -v, else NaN), and its stdout. */
function measure(command, args) {
  const started = process.hrtime.bigint();
  const result = hasTime
    ? spawnSync("/usr/bin/time", ["-v", command, ...args], { encoding: "utf8", maxBuffer: 1 << 30 })
    : spawnSync(command, args, { encoding: "utf8", maxBuffer: 1 << 30 });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
  const field = (label) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(result.stderr)?.[1] ?? NaN);
  return {
    wall,
    cpu: field("User time \\(seconds\\)") + field("System time \\(seconds\\)"),
    peakMb: field("Maximum resident set size \\(kbytes\\)") / 1024,
    stdout: result.stdout,
  };
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.wall - b.wall);
  return sorted[Math.floor(sorted.length / 2)];
}

function repeat(runs, command, args) {
  return median(Array.from({ length: runs }, () => measure(command, args)));
}

const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

for (const book of books) {
  const sizeMb = statSync(book.file).size / 1024 / 1024;
  console.log(`\n${book.name}: ${book.file}, ${fmt(sizeMb, 0)} MB, median of ${book.runs}`);
  const checksTitles = book.noiseMb !== undefined;
  console.log("| engine | wall s | pages/s | CPU s | peak RSS MB | × pdftotext wall | × pdftotext CPU | notes |");
  console.log("|---|---|---|---|---|---|---|---|");
  const baseline = hasPdftotext ? repeat(book.runs, "pdftotext", ["-layout", book.file, "/dev/null"]) : undefined;
  const row = (label, run, pages, notes = "") => {
    // On a shared machine wall time mostly measures the neighbours; CPU time is the steadier comparison.
    const ratio = baseline ? fmt(run.wall / baseline.wall) : "n/a";
    const cpuRatio = baseline ? fmt(run.cpu / baseline.cpu) : "n/a";
    console.log(
      `| ${label} | ${fmt(run.wall)} | ${fmt(pages / run.wall, pages / run.wall < 10 ? 2 : 0)} | ${fmt(run.cpu)} | ${fmt(run.peakMb, 0)} | ${ratio} | ${cpuRatio} | ${notes} |`,
    );
  };
  if (baseline) row("pdftotext -layout", baseline, book.pages);
  for (const threads of [1, 2]) {
    const run = repeat(book.runs, process.execPath, [`${bundle}/extract-child.js`, book.file, String(threads)]);
    const report = JSON.parse(run.stdout.trim().split("\n").at(-1));
    if (!hasTime) run.peakMb = report.peakMb;
    const notes = checksTitles
      ? `${report.actionSubmittals}/86 "1.4 ACTION SUBMITTALS" whole`
      : `${report.ocrPages} pages OCR'd`;
    row(`extractPages, ${threads} worker${threads > 1 ? "s" : ""}`, run, report.pages, notes);
  }
  if (existsSync("dist/scan.js")) {
    const run = repeat(book.runs, process.execPath, ["dist/scan.js", "--json", book.file]);
    const data = JSON.parse(run.stdout);
    row("scan CLI end to end (text + parsing)", run, book.pages, `${data.submittals?.length ?? 0} submittals`);
  }
}
