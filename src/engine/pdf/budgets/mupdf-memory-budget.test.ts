// The mupdf memory budget with real threads and real mupdf instances: one instance cannot pass its own cap, two
// threads share one budget (the second waits, then fails, while the first holds most of it), and a thread's memory
// goes back to the budget when the thread is ended; JavaScript bytes a thread holds for a PDF (holdJsBytes) count
// against the same budget, and go back when released or when the thread ends.
import { once } from "node:events";
import type { Worker } from "node:worker_threads";
import { afterEach, expect, it } from "vitest";
import { MUPDF_INSTANCE_BYTES, MUPDF_MEMORY_BYTES, mupdfMemoryOf, startMupdfWorker } from "./mupdf-memory-budget";

const probe = new URL("../../../../tests/fixtures/pdf/mupdf-memory-probe.worker.ts", import.meta.url).href;
const MB = 1024 * 1024;
const started: Worker[] = [];

async function probeThread(): Promise<Worker> {
  const worker = startMupdfWorker("mupdf-memory-probe.worker", probe, {});
  started.push(worker);
  const [message] = (await once(worker, "message")) as [string];
  expect(message).toBe("ready");
  return worker;
}

async function allocate(worker: Worker, bytes: number | { js: number } | { releaseJs: number }): Promise<string> {
  worker.postMessage(bytes);
  const [message] = (await once(worker, "message")) as [string];
  return message;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.terminate()));
});

it("refuses one instance more than its cap, whatever else is free", { timeout: 60_000 }, async () => {
  const worker = await probeThread();
  expect(await allocate(worker, MUPDF_INSTANCE_BYTES + 8 * MB)).toMatch(/malloc \(\d+ bytes\) failed/);
  expect(await allocate(worker, 16 * MB)).toBe("ok");
});

it("shares one budget between threads and gives a thread's memory back when it ends", { timeout: 60_000 }, async () => {
  const first = await probeThread();
  const second = await probeThread();
  // Within one instance's cap (its 22 MB at start included), leaving less than 120 MB of the budget.
  const most = MUPDF_INSTANCE_BYTES - 40 * MB;
  expect(MUPDF_MEMORY_BYTES - most - 22 * MB).toBeLessThan(120 * MB);
  expect(await allocate(first, most)).toBe("ok");
  expect(mupdfMemoryOf(first)).toBeGreaterThan(most);
  // Within its own cap, but not within what the first thread left: it waits, then fails.
  expect(await allocate(second, 120 * MB)).toMatch(/malloc \(\d+ bytes\) failed/);
  // Right after a failed wait, allocations fail at once (one allocation tries to grow several times): ask again later.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const waiting = allocate(second, 120 * MB);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await first.terminate();
  // The first thread's memory went back to the budget, and the waiting allocation went through.
  expect(await waiting).toBe("ok");
});

it("counts JavaScript bytes against the budget mupdf's instances share", { timeout: 60_000 }, async () => {
  const first = await probeThread();
  const second = await probeThread();
  // JavaScript bytes are not mupdf's: the per-instance cap does not apply to them, the shared budget does.
  expect(await allocate(first, { js: MUPDF_MEMORY_BYTES - 80 * MB })).toBe("ok");
  expect(mupdfMemoryOf(first)).toBeGreaterThanOrEqual(MUPDF_MEMORY_BYTES - 80 * MB);
  // What they hold leaves the other thread's mupdf too little: it waits, then fails.
  expect(await allocate(second, 100 * MB)).toMatch(/malloc \(\d+ bytes\) failed/);
  // Nor may the other thread hold that much JavaScript memory.
  expect(await allocate(second, { js: 100 * MB })).toBe("refused");
  // Released, the bytes are free for mupdf again.
  expect(await allocate(first, { releaseJs: MUPDF_MEMORY_BYTES - 80 * MB })).toBe("ok");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await allocate(second, 100 * MB)).toBe("ok");
  // A thread that ends gives back what it held.
  expect(await allocate(first, { js: 64 * MB })).toBe("ok");
  await first.terminate();
  expect(await allocate(second, { js: 120 * MB })).toBe("ok");
});
