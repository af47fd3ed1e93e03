// Starts a worker-thread entry both from the build (dist/<name>.js beside the bundle that asks) and from the
// TypeScript sources under Vitest or tsx (src/.../<name>.ts, loaded through tsx's loader).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** `base` is the asking module's `import.meta.url`; the entry must sit in the same folder. */
export function startWorkerEntry(name: string, base: string, options: WorkerOptions): Worker {
  const built = new URL(`./${name}.js`, base);
  if (existsSync(fileURLToPath(built))) return new Worker(built, options);
  const source = new URL(`./${name}.ts`, base);
  if (!existsSync(fileURLToPath(source))) throw new Error(`worker entry ${name} not found next to ${base}`);
  // Node 20 ignores `--import` in a worker's execArgv, so a two-line bootstrap registers tsx, then loads the source.
  // The ESM build of tsx's API: its CommonJS twin registers hooks relative to the wrong folder.
  const tsxRoot = dirname(createRequire(base).resolve("tsx/package.json"));
  const tsx = pathToFileURL(join(tsxRoot, "dist/esm/api/index.mjs")).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
