// Worker-thread entry: puts the pool's compiled mupdf in place, then loads the page loop (and with it mupdf).
// The loop is imported dynamically so mupdf cannot load before its compiled module is in place.
import { workerData } from "node:worker_threads";
import { useCompiledMupdfWasm } from "./shared-mupdf-wasm";
import type { ExtractWorkerData } from "./worker-messages";

const { mupdfWasm } = workerData as ExtractWorkerData;
if (mupdfWasm) useCompiledMupdfWasm(mupdfWasm);
await import("./extract-pages-worker-loop");
