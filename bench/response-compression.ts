// `npx tsx bench/response-compression.ts [items]`: how much a register's JSON shrinks, and what it costs, with gzip and
// brotli at the levels worth weighing; src/server/http/compression.ts sends brotli at BROTLI_QUALITY, else gzip at 6.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BROTLI_QUALITY } from "../src/server/http/compression";
import { makeBenchRegister } from "./results-page-register";

const items = Number(process.argv[2] ?? 1000);
const body = Buffer.from(JSON.stringify({ extractedData: makeBenchRegister(items) }));
const RUNS = 20;

function measure(name: string, compress: () => Buffer): void {
  compress();
  const start = performance.now();
  let size = 0;
  for (let i = 0; i < RUNS; i++) size = compress().length;
  const ms = (performance.now() - start) / RUNS;
  console.log(
    `${name.padEnd(22)} ${String(size).padStart(8)} B  ${(body.length / size).toFixed(1).padStart(5)}×  ${ms.toFixed(1)} ms`,
  );
}

console.log(`register of ${items} items: ${body.length} B of JSON`);
for (const level of [1, 6, 9]) measure(`gzip ${level}${level === 6 ? " (sent)" : ""}`, () => gzipSync(body, { level }));
for (const quality of [4, 5, 6, 8])
  measure(`brotli ${quality}${quality === BROTLI_QUALITY ? " (sent)" : ""}`, () =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  );
