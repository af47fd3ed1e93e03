// The scan thread pool with the real engine: results, PDF errors for users, aborts, thread reuse.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScanFailure, createScanThreadPool, type RunScanOptions } from "./scan-thread-pool";
import { specPdf } from "../../../../tests/fixtures/specs/write-spec-pdfs";

const SAMPLE = specPdf("metalRailings");
const SCANNED = specPdf("metalRailingsScanned");

describe("scan thread pool", () => {
  const pool = createScanThreadPool(1);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "scan-threads-"));
  });
  afterAll(async () => {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = (
    path: string,
    signal = new AbortController().signal,
    onProgress: RunScanOptions["onProgress"] = () => {},
  ) => pool.run({ path, options: { threads: 0 }, signal, onProgress });

  it("scans a PDF in a thread, reports progress, and reuses the thread for the next scan", async () => {
    const stages: string[] = [];
    const coldStart = Date.now();
    const data = await run(SAMPLE, undefined, (p) => stages.push(p.stage));
    const cold = Date.now() - coldStart;
    expect(data.submittals.length).toBeGreaterThan(0);
    expect(stages.at(-1)).toBe("done");
    const started = Date.now();
    const again = await run(SAMPLE);
    expect(again.submittals).toEqual(data.submittals);
    // A warm thread skips module loading (seconds from source, where each thread compiles the engine).
    expect(Date.now() - started).toBeLessThan(cold);
  });

  it("passes the engine's message for a damaged PDF through for the user", async () => {
    const path = join(dir, "damaged.pdf");
    await writeFile(path, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3000, 0x41)]));
    const error: unknown = await run(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanFailure);
    expect((error as ScanFailure).userMessage).toMatch(/damaged or unreadable/);
  });

  it("stops at once when aborted", async () => {
    const controller = new AbortController();
    const scanning = run(SAMPLE, controller.signal);
    controller.abort(new Error("time limit"));
    await expect(scanning).rejects.toThrow("time limit");
    // The pool still works after a thread was terminated.
    await expect(run(SAMPLE)).resolves.toMatchObject({ submittals: expect.any(Array) });
  });

  it("hands back a scanned document's text from the pass that reads its register, OCR'd once", async () => {
    const texts: string[] = [];
    const data = await pool.run({
      path: SCANNED,
      options: { threads: 0 },
      signal: new AbortController().signal,
      onProgress: () => {},
      onPageText: (text) => texts.push(text),
    });
    // Every page, in order, as OCR read it for the register: an addendum's instructions need no second reading.
    expect(data.ocrPages).toEqual(Array.from({ length: data.pageCount! }, (_, i) => i + 1));
    expect(texts).toHaveLength(data.pageCount!);
    expect(texts.join("\n")).toMatch(/SUBMITTALS/);
    expect(data.submittals.length).toBeGreaterThan(0);
  }, 120_000);
});
