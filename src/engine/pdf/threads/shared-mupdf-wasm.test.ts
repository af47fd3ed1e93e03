import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";
import { startWorkerEntry } from "../../start-worker-entry";
import { compiledMupdfWasm } from "./shared-mupdf-wasm";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "shared-mupdf-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("compiledMupdfWasm", () => {
  it("compiles mupdf once per process and hands every worker pool the same module", async () => {
    const [first, second] = await Promise.all([compiledMupdfWasm(), compiledMupdfWasm()]);
    expect(first).toBeDefined();
    expect(Object.prototype.toString.call(first)).toBe("[object WebAssembly.Module]");
    expect(second).toBe(first);
    expect(await compiledMupdfWasm()).toBe(first);
  });

  it("is what mupdf instantiates from in a worker that puts it in place first", async () => {
    // Guards the contract with mupdf.js's loader settings: were it renamed, every worker would silently compile
    // its own copy again.
    const path = join(dir, "two-pages.pdf");
    await writePdf(path, (doc) => doc.text("SECTION 09 91 23").addPage().text("END OF SECTION"));
    const workerData = { module: await compiledMupdfWasm(), pdf: new Uint8Array(await readFile(path)) };
    const probe = new URL("../../../../tests/fixtures/pdf/mupdf-hook-probe.worker.ts", import.meta.url).href;
    const worker = startWorkerEntry("mupdf-hook-probe.worker", probe, { workerData });
    const report = await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    }).finally(() => worker.terminate());
    expect(report).toEqual({ instantiatedFromModule: true, pages: 2 });
  });
});
