// Bundles the Node entry points (server, worker, CLIs, worker-thread entries) into flat files under dist/.
// Every bundle and chunk sits in dist/ so `new URL("./x.worker.js", import.meta.url)` resolves from any of them.
// Code splitting keeps `import("./module")` lazy: a package only that module needs (mupdf, zod, the OpenAI SDK,
// the Excel writer) loads when the module is first used, not when the command starts.
import { build } from "esbuild";
import { chmodSync, cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, basename } from "node:path";

function findWorkerEntries(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...findWorkerEntries(p));
    else if (name.endsWith(".worker.ts")) out.push(p);
  }
  return out;
}

const entries = {
  main: "src/server/main.ts",
  worker: "src/server/worker.ts",
  scan: "src/cli/scan.ts",
  admin: "src/cli/admin.ts",
};
for (const file of [...findWorkerEntries("src/engine"), ...findWorkerEntries("src/server")]) {
  entries[basename(file, ".ts")] = file;
}
const existing = Object.fromEntries(
  Object.entries(entries).filter(([, f]) => {
    try {
      return statSync(f).isFile();
    } catch {
      return false;
    }
  }),
);

// Chunk names carry a content hash: drop the previous build's so dist/ holds one build only.
for (const name of existsSync("dist") ? readdirSync("dist") : []) {
  if (name.startsWith("chunk-")) rmSync(join("dist", name));
}

await build({
  entryPoints: existing,
  outdir: "dist",
  bundle: true,
  splitting: true,
  chunkNames: "chunk-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    // The shebang lets `dist/scan.js` run as the package's `submittal-scan` bin; it is a comment to Node elsewhere.
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// The `submittal-scan` bin (package.json) runs the file directly.
chmodSync("dist/scan.js", 0o755);
// tesseract.js's thread entry, plain CommonJS that tesseract.js loads by path (src/engine/pdf/ocr/wasm-ocr-engine.ts).
cpSync("src/engine/pdf/ocr/tesseract-wasm-thread.cjs", "dist/tesseract-wasm-thread.cjs");
// The migrations travel with the bundle (dist/migrations, found by src/server/db/migrate.ts), so a production
// install needs dist/ and package*.json only, not the source tree.
rmSync("dist/migrations", { recursive: true, force: true });
cpSync("src/server/db/migrations", "dist/migrations", { recursive: true });
