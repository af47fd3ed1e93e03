// tesseract.js (WASM) with English data from the @tesseract.js-data/eng package: nothing is downloaded. Its thread is
// started through tesseract-wasm-thread.cjs, which names the thread, so its CPU time is counted against the page's
// budget; a recognition past the budget ends the thread (WASM cannot be interrupted) and the next call starts another.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Worker } from "tesseract.js";
import type { OcrEngine, OcrRead } from "./ocr-engine-types";
import { parseOcrTsv, type OcrLine } from "./ocr-tsv";
import { threadCpuSeconds } from "./thread-cpu";

// The "best_int" LSTM model is what tesseract.js itself picks for LSTM-only recognition; read from disk, gzip as shipped.
function languageFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json");
  return join(dirname(packageJson), "4.0.0_best_int");
}

/** How often a recognition's CPU time is looked at. */
const CHECK_MS = 100;

type Started = { worker: Worker; tid: () => number | undefined };

async function startWorker(): Promise<Started> {
  // Loaded with the first scanned page: most books have none, and every extraction thread would pay for it.
  const { createWorker, OEM } = await import("tesseract.js");
  let tid: number | undefined;
  const worker: Worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: languageFolder(),
    cacheMethod: "none",
    gzip: true,
    workerPath: fileURLToPath(new URL("./tesseract-wasm-thread.cjs", import.meta.url)),
    logger: (message: { status?: string; tid?: number | null }) => {
      if (message.status === "thread id" && typeof message.tid === "number") tid = message.tid;
    },
  });
  return { worker, tid: () => tid };
}

/** The thread's CPU seconds, or wall-clock seconds since `since` where threads cannot be measured (an upper bound). */
function cpuNow(started: Started, since: number): number {
  const tid = started.tid();
  const cpu = tid === undefined ? undefined : threadCpuSeconds(tid);
  return cpu ?? (performance.now() - since) / 1000;
}

export function createWasmOcrEngine(): OcrEngine {
  let current: Promise<Started> | undefined;

  const end = async (engine: Promise<Started> | undefined) => {
    if (current === engine) current = undefined;
    const started = await engine?.catch(() => undefined);
    await started?.worker.terminate().catch(() => undefined);
  };

  /** One image read within `budget` CPU seconds: its lines, or undefined when the budget ran out first. */
  const readOne = async (image: Uint8Array, budget: number, signal?: AbortSignal) => {
    const engine = (current ??= startWorker());
    const started = await engine;
    const since = performance.now();
    const before = cpuNow(started, since);
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<"over" | "aborted">((resolve) => {
      timer = setInterval(() => {
        if (cpuNow(started, since) - before > budget) resolve("over");
      }, CHECK_MS);
      onAbort = () => resolve("aborted");
      signal?.addEventListener("abort", onAbort);
    });
    try {
      const read = started.worker.recognize(Buffer.from(image), {}, { tsv: true, text: false });
      const outcome = await Promise.race([read, stopped]);
      if (outcome === "over" || outcome === "aborted") {
        read.catch(() => undefined);
        await end(engine);
        signal?.throwIfAborted();
        return { lines: undefined, cpuSeconds: budget };
      }
      return { lines: parseOcrTsv(outcome.data.tsv ?? ""), cpuSeconds: cpuNow(started, since) - before };
    } catch (error) {
      // A recognition failure may leave tesseract in a bad state: the next call gets a fresh thread.
      await end(engine);
      throw error;
    } finally {
      clearInterval(timer);
      if (onAbort) signal?.removeEventListener("abort", onAbort);
    }
  };

  return {
    name: "wasm",
    readImages: async (images, _dpi, cpuSeconds, signal) => {
      const lines: OcrLine[][] = [];
      let spent = 0;
      for (const image of images) {
        const left = cpuSeconds - spent;
        if (left <= 0) return { lines, cpuSeconds: spent, cutShort: true } satisfies OcrRead;
        const read = await readOne(image, left, signal);
        spent += read.cpuSeconds;
        if (!read.lines) return { lines, cpuSeconds: spent, cutShort: true } satisfies OcrRead;
        lines.push(read.lines);
      }
      return { lines, cpuSeconds: spent, cutShort: false } satisfies OcrRead;
    },
    terminate: () => end(current),
  };
}
