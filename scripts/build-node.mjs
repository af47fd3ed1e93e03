// Bundles the Node entry points (server, worker, CLIs, worker-thread entries) into flat files under dist/.
// Every bundle sits in dist/ so `new URL("./x.worker.js", import.meta.url)` resolves from any of them.
import { build } from "esbuild";
import { readdirSync, statSync } from "node:fs";
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

await build({
  entryPoints: existing,
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
