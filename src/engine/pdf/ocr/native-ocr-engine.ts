// Debian's `tesseract` program as the OCR engine: one child process per call, reading the call's images (a page's
// probe band, or the rest of the page's inked blocks) from a list of files in a private folder, TSV on its stdout.
// The child cannot outlive its reader or overrun its budget (decision 0295):
// - its CPU is capped by the kernel (`ulimit -t`, the page's remaining budget in whole seconds), and the shell that
//   starts it reports what it used (`times`), so the page's budget counts exactly what was spent;
// - a watchdog in the same shell kills it when the pipe from this thread closes: the reader closing it, a cancelled
//   scan, the end of a scan's turn or a page time limit ending the thread, even this whole process dying;
// - it has a wall-clock limit of its own, and gets none of this process's environment (no secrets).
// The child and its limits are cpu-capped-child.ts; this module is the engine around it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { OcrEngine, OcrRead } from "./ocr-engine-types";
import { childCpuSeconds, runCpuCapped, type ChildRun } from "./cpu-capped-child";
import { parseOcrTsv, type OcrLine } from "./ocr-tsv";

/** Killed by the kernel for using its CPU seconds: 128 + SIGXCPU at the soft limit, 128 + SIGKILL at the hard one. */
const OVER_CPU_STATUSES = [128 + 24, 128 + 9];

/** Splits the TSV of several images (rows numbered by `page_num`, from 1) into each image's lines. */
export function splitTsvByImage(tsv: string, images: number): OcrLine[][] {
  const rows: string[][] = Array.from({ length: images }, () => []);
  for (const row of tsv.split("\n")) {
    const page = Number(row.split("\t", 2)[1]);
    if (Number.isInteger(page) && page >= 1 && page <= images) rows[page - 1]!.push(row);
  }
  return rows.map((lines) => parseOcrTsv(lines.join("\n")));
}

/**
 * The English model tesseract.js reads (the @tesseract.js-data/eng package, "best_int" LSTM), unpacked into `folder`:
 * both engines then recognise with the same model, whatever language data the machine has, and read alike.
 */
function unpackModel(folder: string): void {
  const packageJson = createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json");
  const packed = readFileSync(join(dirname(packageJson), "4.0.0_best_int", "eng.traineddata.gz"));
  writeFileSync(join(folder, "eng.traineddata"), gunzipSync(packed));
}

/** `wallLimitMs`: the child's wall-clock limit (default: 30 s per CPU second of its budget, at least 30 s). */
export function createNativeOcrEngine(program: string, limits: { wallLimitMs?: number } = {}): OcrEngine {
  const folder = mkdtempSync(join(tmpdir(), "submittal-ocr-"));
  unpackModel(folder);
  const running = new Set<() => void>();
  let calls = 0;

  // The resolution is not passed: tesseract.js passes none either (tesseract estimates it from the text's size), and
  // told 200 dpi, the program read a dash into "A. — Product Data" on the test pages.
  const readImages = async (images: Uint8Array[], _dpi: number, cpuSeconds: number, signal?: AbortSignal) => {
    // The kernel counts whole seconds: the budget left is rounded up (a page may pass its budget by less than a
    // second; rounded down, a dense page on a loaded machine lost a second of its budget and was cut short), and
    // less than a tenth of a second left is no budget to start a child with.
    const limit = Math.ceil(cpuSeconds);
    if (images.length === 0) return { lines: [], cpuSeconds: 0, cutShort: false } satisfies OcrRead;
    if (cpuSeconds < 0.1) return { lines: [], cpuSeconds: 0, cutShort: true } satisfies OcrRead;
    const { files, list } = writeImageList(folder, ++calls, images);
    try {
      const args = tesseractArgs(list, folder);
      const result = await runCpuCapped({
        program,
        args,
        cpuLimit: limit,
        wallLimitMs: limits.wallLimitMs,
        signal,
        running,
      });
      signal?.throwIfAborted();
      return ocrRead(result, limit, images.length);
    } finally {
      for (const file of [...files, list]) rmSync(file, { force: true });
    }
  };

  return {
    name: "native",
    readImages,
    terminate: async () => {
      for (const stop of [...running]) stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The call's images as files in the private folder, and the list of them the program reads. */
function writeImageList(folder: string, call: number, images: Uint8Array[]): { files: string[]; list: string } {
  const files = images.map((image, i) => {
    const file = join(folder, `${call}-${i}.pgm`);
    writeFileSync(file, image);
    return file;
  });
  const list = join(folder, `${call}.txt`);
  writeFileSync(list, files.join("\n") + "\n");
  return { files, list };
}

/** The model unpacked in `folder`, LSTM only, the page as one block of text, TSV out. */
function tesseractArgs(list: string, folder: string): string[] {
  return [
    list,
    "stdout",
    "--tessdata-dir",
    folder,
    "-l",
    "eng",
    "--oem",
    "1",
    "--psm",
    "6",
    "-c",
    "tessedit_create_tsv=1",
  ];
}

/** What the child's run read: each image's lines, cut short at the CPU limit, or an error for a failed run. */
function ocrRead(result: ChildRun, limit: number, images: number): OcrRead {
  const used = childCpuSeconds(result.stderr) ?? limit;
  const overCpu = OVER_CPU_STATUSES.includes(result.status ?? 0) && used >= limit - 0.5;
  if (overCpu && !result.timedOut) return { lines: [], cpuSeconds: used, cutShort: true };
  if (result.timedOut) throw new Error(`tesseract took longer than its time limit`);
  if (result.status !== 0) {
    const said = result.stderr.split("\n").find((line) => /error|fail|cannot|can't/i.test(line));
    throw new Error(`tesseract failed (exit ${result.status})${said ? `: ${said.trim()}` : ""}`);
  }
  return { lines: splitTsvByImage(result.stdout, images), cpuSeconds: used, cutShort: false };
}
