import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerEntry } from "./start-worker-entry";

let dir: string;
let base: string;

function firstMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).finally(() => worker.terminate());
}

beforeAll(async () => {
  // Inside the repository, so the TypeScript case finds tsx in node_modules as the real sources do.
  await mkdir("tests/artifacts", { recursive: true });
  dir = await mkdtemp(join(process.cwd(), "tests/artifacts/worker-entry-"));
  base = pathToFileURL(join(dir, "asking-module.js")).href;
  await writeFile(
    join(dir, "built.worker.js"),
    'import { parentPort, workerData } from "node:worker_threads";\nparentPort.postMessage(`built ${workerData}`);\n',
  );
  await writeFile(
    join(dir, "source.worker.ts"),
    'import { parentPort, workerData } from "node:worker_threads";\nconst greeting: string = `source ${String(workerData)}`;\nparentPort?.postMessage(greeting);\n',
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("startWorkerEntry", () => {
  it("starts the bundled .js entry beside the asking module", async () => {
    await expect(firstMessage(startWorkerEntry("built.worker", base, { workerData: 1 }))).resolves.toBe("built 1");
  });

  it("starts the TypeScript source when no bundle exists", async () => {
    await expect(firstMessage(startWorkerEntry("source.worker", base, { workerData: 2 }))).resolves.toBe("source 2");
  });

  it("says which entry is missing", () => {
    expect(() => startWorkerEntry("missing.worker", base, {})).toThrow("worker entry missing.worker not found");
  });
});
