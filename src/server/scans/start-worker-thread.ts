// Starts a worker thread from a bundled `.js` entry (production: dist/) or a `.ts` source entry (tests, dev).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";

export function startWorkerThread(entry: URL, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry, { workerData, resourceLimits });
  // Node 20 cannot load TypeScript in a worker, and loader hooks registered there do not apply to the
  // entry; tsx's tsImport (a dev dependency) compiles the entry and its imports on the fly instead.
  const tsxDir = dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const api = pathToFileURL(join(tsxDir, "dist/esm/api/index.mjs")).href;
  const source = `const { tsImport } = await import(${JSON.stringify(api)}); await tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), { workerData, resourceLimits });
}
