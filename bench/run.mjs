// `npm run bench`: generates the benchmark books once (bench/out/, git-ignored), then times text extraction,
// the whole scan command and, when installed, poppler's `pdftotext -layout` on the same files.
// `npm run bench -- --text-only`: the 1,000-page text book alone (a minute instead of several).
// `npm run bench -- --book FILE`: a real book too (a long specification kept outside the repository), timed like (a).
// Extraction runs with 1 and 2 page threads and with the number the engine chooses ("auto": page-thread-count.ts),
// the load average printed beside each round: on a shared machine the scaling is only read against it.
// `npm run bench -- --baseline DIR`: DIR holds an earlier build's dist/ (`npm run build:node` in a checkout of the
// earlier commit): its scan CLI runs in the same rounds, alternated with this build's, and its registers are compared
// with this build's byte for byte.
// Wall time and peak RSS come from /usr/bin/time -v when present, else from the child's own report.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
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
  { name: "(a) 1,000-page text book", file: `${out}/spec-book-1000.pdf`, pages: 1000, noiseMb: 0, runs: 5 },
  {
    name: "(b) same plus noise images, ≈250 MB",
    file: `${out}/spec-book-250mb.pdf`,
    pages: 1000,
    noiseMb: 250,
    runs: 1,
  },
];
const textOnly = process.argv.includes("--text-only");
if (textOnly) books.splice(1);
for (const book of books) ensureBook(book.file, book.pages, book.noiseMb);
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const baseline = option("--baseline");
const realBook = option("--book");
if (realBook) books.push({ name: "real book", file: realBook, runs: 3 });
// The image-only corpus book, when the shared corpus sits beside the repository: OCR speed and memory.
const scannedCorpusBook = "../shared/corpus/raw/thetongs-submittal-extraction/HF Sample 3.scanned.pdf";
if (existsSync(scannedCorpusBook) && !textOnly)
  books.push({ name: "(c) scanned corpus book (OCR)", file: scannedCorpusBook, pages: 8, runs: 1 });

// The extraction child and its worker entry side by side, split into chunks, as the build lays them out in dist/
// (the worker entry loads mupdf through a dynamic import, after the pool's compiled module is in place).
rmSync(bundle, { recursive: true, force: true });
await build({
  entryPoints: {
    "extract-child": "bench/extract-child.ts",
    "ocr-quality": "bench/ocr-quality.ts",
    "page-thread.worker": "src/engine/pdf/threads/page-thread.worker.ts",
  },
  outdir: bundle,
  bundle: true,
  splitting: true,
  chunkNames: "chunk-[hash]",
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

/** The run with the median wall time. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.wall - b.wall);
  return sorted[Math.floor(sorted.length / 2)];
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

for (const book of books) {
  const sizeMb = statSync(book.file).size / 1024 / 1024;
  const checksTitles = book.noiseMb !== undefined;
  const engines = [
    ...(hasPdftotext
      ? [{ label: "pdftotext -layout", command: "pdftotext", args: ["-layout", book.file, "/dev/null"] }]
      : []),
    ...[1, 2, "auto"].map((threads) => ({
      label: `extractPages, ${threads === "auto" ? "threads the engine chooses" : `${threads} worker${threads > 1 ? "s" : ""}`}`,
      command: process.execPath,
      args: [`${bundle}/extract-child.js`, book.file, String(threads)],
      notes: (run) => {
        const report = JSON.parse(run.stdout.trim().split("\n").at(-1));
        if (!hasTime) run.peakMb = report.peakMb;
        run.pages = report.pages;
        if (threads === "auto") return `${report.threads} thread${report.threads > 1 ? "s" : ""} chosen`;
        return checksTitles
          ? `${report.actionSubmittals}/86 "1.4 ACTION SUBMITTALS" whole`
          : `${report.ocrPages} pages OCR'd`;
      },
    })),
    ...(existsSync("dist/scan.js")
      ? [
          {
            label: "scan CLI end to end (text + parsing)",
            command: process.execPath,
            args: ["dist/scan.js", "--json", book.file],
            notes: (run) => `${JSON.parse(run.stdout).submittals?.length ?? 0} submittals`,
          },
        ]
      : []),
    ...(baseline && existsSync(`${baseline}/scan.js`)
      ? [
          {
            label: "scan CLI, baseline build",
            command: process.execPath,
            args: [`${baseline}/scan.js`, "--json", book.file],
            notes: (run, round) => {
              const current = round.find(
                (other) => other !== run && other.label === "scan CLI end to end (text + parsing)",
              );
              return current && current.stdout === run.stdout
                ? "register byte-identical to this build's"
                : "register DIFFERS";
            },
          },
        ]
      : []),
  ];
  // Each round runs every engine once, back to back, and ratios are taken within a round: on a shared machine the
  // neighbours' load changes from minute to minute, and comparing runs made far apart mostly measures them.
  const loads = [];
  const rounds = Array.from({ length: book.runs }, () => {
    loads.push(loadavg()[0]);
    return engines.map((e) => ({ ...measure(e.command, e.args), label: e.label }));
  });
  console.log(
    `\n${book.name}: ${book.file}, ${fmt(sizeMb, 0)} MB, ${book.runs} round${book.runs > 1 ? "s" : ""}, medians`,
  );
  console.log(
    `load average (1 min) at each round's start: ${loads.map((load) => fmt(load)).join(", ")} on ${availableParallelism()} cores`,
  );
  console.log("| engine | wall s | pages/s | CPU s | peak RSS MB | × pdftotext wall | × pdftotext CPU | notes |");
  console.log("|---|---|---|---|---|---|---|---|");
  engines.forEach((engine, i) => {
    const runs = rounds.map((round) => round[i]);
    const run = median(runs);
    const notes = engine.notes ? engine.notes(run, rounds[runs.indexOf(run)]) : "";
    const pages = run.pages ?? book.pages ?? NaN;
    const ratio = (key) => (hasPdftotext ? fmt(middle(rounds.map((round) => round[i][key] / round[0][key]))) : "n/a");
    console.log(
      `| ${engine.label} | ${fmt(run.wall)} | ${fmt(pages / run.wall, pages / run.wall < 10 ? 2 : 0)} | ${fmt(run.cpu)} | ${fmt(run.peakMb, 0)} | ${ratio("wall")} | ${ratio("cpu")} | ${notes} |`,
    );
  });
}

// OCR speed and accuracy: the scanned corpus book read with two workers, against the text layer of its twin.
const textTwin = scannedCorpusBook.replace(".scanned.pdf", ".pdf");
if (existsSync(scannedCorpusBook) && existsSync(textTwin) && !textOnly) {
  const run = measure(process.execPath, [`${bundle}/ocr-quality.js`, scannedCorpusBook, textTwin, "2"]);
  const report = JSON.parse(run.stdout.trim().split("\n").at(-1));
  console.log(`\n(d) OCR of the scanned corpus book against its text twin (2 workers)`);
  console.log("| pages | wall s | pages/s | CPU s/page (OCR part) | CPU s/page (whole process) | CER | peak RSS MB |");
  console.log("|---|---|---|---|---|---|---|");
  console.log(
    `| ${report.pages} | ${fmt(report.seconds)} | ${fmt(report.pagesPerSecond, 3)} | ${fmt(report.cpuSecondsPerPage)} | ${fmt(run.cpu / report.pages)} | ${fmt(report.cer * 100, 2)} % | ${fmt(run.peakMb, 0)} |`,
  );
}

// OCR engines on the repository's scanned fixture and on crafted noisy pages (bench/ocr-engines.ts): CPU seconds per
// page with tesseract.js, with the native tesseract program as the engine drives it (when installed), and with the
// reference `tesseract` command reading each whole 200 dpi page image; the load average beside them.
if (!textOnly) {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "bench/ocr-engines.ts"], {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  if (result.status !== 0) throw new Error(`bench/ocr-engines.ts failed:\n${result.stderr}`);
  const report = JSON.parse(result.stdout.trim().split("\n").at(-1));
  console.log(
    `\n(e) OCR engines, the scanned fixture's ${report["tesseract.js"].pages} pages and 3 crafted noisy pages`,
  );
  console.log(`load average at the start: ${report.loadAverage.join(", ")}`);
  console.log("| engine | OCR CPU s/page | × reference command | CER | noisy page CPU s | noisy pages |");
  console.log("|---|---|---|---|---|---|");
  const reference = report["tesseract command"];
  for (const name of ["tesseract.js", "native", "tesseract command"]) {
    const row = report[name];
    if (!row) {
      console.log(`| ${name} | not installed | | | | |`);
      continue;
    }
    const ratio = reference ? fmt(row.cpuPerPage / reference.cpuPerPage) : "n/a";
    console.log(
      `| ${name} | ${fmt(row.cpuPerPage)} | ${ratio} | ${fmt(row.cer * 100, 2)} % | ${fmt(row.noisyCpuPerPage)} | ${row.noisyProblems?.join(", ") ?? "read in full"} |`,
    );
  }
}
