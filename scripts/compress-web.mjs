// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/web, so the server
// sends them as they are (`@fastify/static` preCompressed) instead of compressing on every request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);
/** Below this a compressed copy saves less than its extra round of headers. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export function compressWebBuild(root) {
  let before = 0;
  let brotli = 0;
  let count = 0;
  for (const path of files(root)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const data = readFileSync(path);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    // A copy that is not smaller is not worth serving; the server falls back to the original.
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    before += data.length;
    brotli += Math.min(br.length, data.length);
    count += 1;
  }
  return { count, before, brotli };
}

const root = resolve(process.argv[2] ?? "dist/web");
const { count, before, brotli } = compressWebBuild(root);
console.log(
  `compressed ${count} files in ${relative(process.cwd(), root) || "."}: ${(before / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
