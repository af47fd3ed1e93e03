// tesseract.js's own worker script for Node, preceded by one progress message naming the thread's kernel id, so the
// reader can count this thread's CPU time (/proc/self/task/<id>/stat) and end it when a page's OCR budget is spent
// (src/engine/pdf/ocr/wasm-ocr-engine.ts). Plain CommonJS: tesseract.js loads it by path, from the sources and from
// dist/ alike (scripts/build-node.mjs copies it there).
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file tesseract.js loads by path */
const { parentPort } = require("node:worker_threads");
const { readFileSync } = require("node:fs");

let tid = null;
try {
  tid = Number(readFileSync("/proc/thread-self/stat", "utf8").split(" ")[0]);
} catch {
  // Not Linux: the reader counts wall-clock time instead.
}
parentPort.once("message", (packet) => {
  const { workerId, jobId, action } = packet;
  parentPort.postMessage({ workerId, jobId, action, status: "progress", data: { status: "thread id", tid } });
});
require("tesseract.js/src/worker-script/node/index.js");
