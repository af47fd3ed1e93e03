// Worker-thread entry: waits for the pool's compiled mupdf, puts it in place, then loads the page loop (and with it
// mupdf). The loop is imported dynamically so mupdf cannot load before its compiled module is in place; the pool
// compiles it while this thread boots, so neither waits for the other.
import { parentPort } from "node:worker_threads";
import { limitMupdfMemory } from "../budgets/mupdf-memory-budget";
import { useCompiledMupdfWasm } from "./shared-mupdf-wasm";
import type { ToWorker } from "./page-thread-messages";

const port = parentPort;
if (!port) throw new Error("page-thread.worker must run in a worker thread");
limitMupdfMemory();
// Page chunks follow only after this worker reports "ready" from the loop.
const first = await new Promise<ToWorker>((resolve) => port.once("message", resolve));
if (first.type === "mupdf" && first.module) useCompiledMupdfWasm(first.module);
await import("./page-thread-loop");
