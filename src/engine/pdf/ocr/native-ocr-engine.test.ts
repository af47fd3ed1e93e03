// The native engine's child process: what it is given, and that it cannot outlive its reader or overrun its budget.
// Most cases run a stand-in program (a shell script in the test's folder) in place of tesseract, so they can make it
// hang, spin or report its environment; the last reads real images with Debian's tesseract where it is installed.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { haveTesseract } from "../../../../tests/test-environment";
import { findTesseract } from "./find-tesseract";
import { createNativeOcrEngine, splitTsvByImage } from "./native-ocr-engine";
import { childCpuSeconds, SCRIPT } from "./cpu-capped-child";

const work = mkdtempSync(join(tmpdir(), "native-ocr-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HEADER = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
const tsvRows = (page: number, word: string) =>
  [`4\t${page}\t1\t1\t1\t0\t10\t10\t200\t30\t-1\t`, `5\t${page}\t1\t1\t1\t1\t10\t10\t200\t30\t95\t${word}`].join("\n");

/** A stand-in for tesseract: a shell script whose body is `body`. */
function program(name: string, body: string): string {
  const path = join(work, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

const image = new Uint8Array(Buffer.from("P5\n1 1\n255\n\xff", "latin1"));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pidOf = (file: string) => Number(readFileSync(file, "utf8").trim());

describe("the native OCR engine's child process", { timeout: 60_000 }, () => {
  it("reads each image's lines from one run, and gets none of this process's environment", async () => {
    const envFile = join(work, "env.txt");
    const fake = program(
      "fake-env",
      `env > ${envFile}\nprintf '%s\\n' '${HEADER}' '${tsvRows(1, "first")}' '${tsvRows(2, "second")}'`,
    );
    process.env.SUBMITTAL_TEST_SECRET = "do-not-leak";
    const engine = createNativeOcrEngine(fake);
    try {
      const read = await engine.readImages([image, image], 200, 3);
      expect(read.cutShort).toBe(false);
      expect(read.lines.map((lines) => lines.map((line) => line.text))).toEqual([["first"], ["second"]]);
      const env = readFileSync(envFile, "utf8");
      expect(env).not.toContain("do-not-leak");
      expect(env).not.toMatch(/^(DATABASE_URL|SESSION_SECRET|LLM_API_KEY|HOME)=/m);
      expect(env).toMatch(/^OMP_THREAD_LIMIT=1$/m);
    } finally {
      delete process.env.SUBMITTAL_TEST_SECRET;
      await engine.terminate();
    }
  });

  it("stops a program that spins at the page's CPU budget, and counts what it used", async () => {
    const engine = createNativeOcrEngine(program("fake-spin", "while :; do :; done"));
    try {
      const read = await engine.readImages([image], 200, 1.5);
      expect(read.cutShort).toBe(true);
      expect(read.lines).toEqual([]);
      // The kernel stops it at two whole seconds (the budget rounded up); `times` reports what it used.
      expect(read.cpuSeconds).toBeGreaterThanOrEqual(1.4);
      expect(read.cpuSeconds).toBeLessThan(3.1);
      // Next to nothing left starts no child at all.
      expect(await engine.readImages([image], 200, 0.05)).toEqual({ lines: [], cpuSeconds: 0, cutShort: true });
    } finally {
      await engine.terminate();
    }
  });

  it("ends a program that hangs at its wall-clock limit", async () => {
    const pidFile = join(work, "hang.pid");
    const engine = createNativeOcrEngine(program("fake-hang", `echo $$ > ${pidFile}\nexec sleep 600`), {
      wallLimitMs: 1_000,
    });
    try {
      await expect(engine.readImages([image], 200, 3)).rejects.toThrow(/longer than its time limit/);
      await until(() => !alive(pidOf(pidFile)), "the hung program ended");
    } finally {
      await engine.terminate();
    }
  });

  it("kills the program when the reading is cancelled or the engine is closed", async () => {
    const pidFile = join(work, "cancel.pid");
    const engine = createNativeOcrEngine(program("fake-cancel", `echo $$ > ${pidFile}\nexec sleep 600`));
    try {
      const cancel = new AbortController();
      const reading = engine.readImages([image], 200, 3, cancel.signal);
      await until(() => existsSync(pidFile), "the program started");
      const pid = pidOf(pidFile);
      cancel.abort();
      await expect(reading).rejects.toThrow();
      await until(() => !alive(pid), "the cancelled program ended");
      rmSync(pidFile);
      const closing = engine.readImages([image], 200, 3);
      await until(() => existsSync(pidFile), "the second program started");
      await engine.terminate();
      await closing.catch(() => undefined);
      await until(() => !alive(pidOf(pidFile)), "the program of the closed engine ended");
    } finally {
      await engine.terminate();
    }
  });

  it("kills the program when the thread that started it is ended (a turn's end, a page time limit)", async () => {
    const pidFile = join(work, "thread.pid");
    const fake = program("fake-thread", `echo $$ > ${pidFile}\nexec sleep 600`);
    // The thread starts the child as the engine does (the same script) and is then ended mid-read.
    const thread = new Worker(
      `const { spawn } = require("node:child_process");
       const { workerData } = require("node:worker_threads");
       spawn("/bin/sh", ["-c", workerData.script, "sh", "5", workerData.fake], { stdio: ["pipe", "pipe", "pipe"] });`,
      { eval: true, workerData: { script: SCRIPT, fake } },
    );
    await until(() => existsSync(pidFile), "the program started");
    const pid = pidOf(pidFile);
    expect(alive(pid)).toBe(true);
    await thread.terminate();
    await until(() => !alive(pid), "the program of the ended thread ended");
  });
});

describe("the native OCR engine's output", () => {
  it("reads the CPU time the shell reports for its child", () => {
    expect(childCpuSeconds("Warning\n0m0.01s 0m0.00s\n0m1.25s 0m0.10s\n")).toBeCloseTo(1.35);
    expect(childCpuSeconds("0m0.000000s 0m0.000000s\n1m2.500000s 0m0.500000s")).toBeCloseTo(63);
    expect(childCpuSeconds("no times here")).toBeUndefined();
  });

  it("splits the TSV of several images by their page number", () => {
    const tsv = [HEADER, tsvRows(2, "two"), tsvRows(1, "one")].join("\n");
    expect(splitTsvByImage(tsv, 3).map((lines) => lines.map((line) => line.text))).toEqual([["one"], ["two"], []]);
  });
});

describe.skipIf(!haveTesseract())("Debian's tesseract as the engine", { timeout: 120_000 }, () => {
  it("reads a line of text from each image of one call", async () => {
    const mupdf = await import("mupdf");
    const { renderPageImage } = await import("../render-page");
    const { writePdf } = await import("../../../../tests/fixtures/pdf/write-pdf");
    const pdf = join(work, "line.pdf");
    await writePdf(pdf, (doc) => {
      doc.font("Helvetica").fontSize(14).text("1.4 ACTION SUBMITTALS", 72, 72, { lineBreak: false });
      doc.addPage().font("Helvetica").fontSize(14).text("B. Shop Drawings", 72, 72, { lineBreak: false });
    });
    const doc = mupdf.Document.openDocument(readFileSync(pdf), "application/pdf");
    const images = [0, 1].map((i) => renderPageImage(doc.loadPage(i), 200).pgm);
    doc.destroy();
    const engine = createNativeOcrEngine(findTesseract()!);
    try {
      const read = await engine.readImages(images, 200, 10);
      expect(read.lines.map((lines) => lines.map((line) => line.text))).toEqual([
        ["1.4 ACTION SUBMITTALS"],
        ["B. Shop Drawings"],
      ]);
      expect(read.cpuSeconds).toBeGreaterThan(0);
    } finally {
      await engine.terminate();
    }
  });
});
