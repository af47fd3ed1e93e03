// `npx tsx bench/three-at-once.ts --runs 3 [--baseline DIR]`: the three-at-once scenario of
// tests/integration/security/hostile-pdf-holes.test.ts (seed 20261202, light files 0, 14 and 22 uploaded together by
// three users while a fourth scans a 1-page section again and again), each run on a fresh server, and the server's
// peak RSS (VmHWM) of each. With `--baseline DIR` (an earlier build's `dist` folder, with a `node_modules` beside it)
// the runs alternate between that build and this checkout's, so both see the same machine load; the baseline runs with
// glibc's own mmap threshold, as the test servers did before decision 0318, and `--arms` adds this checkout's build
// without it. Build first (`npm run build:node`).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runHostileFuzz, summaryOf } from "../tests/fixtures/scans/hostile-fuzz-run";
import { MAIN_BUNDLE } from "../tests/integration/helpers/server-process";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    baseline: { type: "string" },
    seed: { type: "string", default: "20261202" },
    indexes: { type: "string", default: "0,14,22" },
    // Also run this checkout's build with glibc's own mmap threshold (what the seats alone do).
    arms: { type: "boolean", default: false },
  },
});
const seed = Number(values.seed);
const indexes = values.indexes.split(",").map(Number);
const glibcThreshold = { MALLOC_MMAP_THRESHOLD_: undefined };
type Build = [name: string, bundle: string, env: Record<string, string | undefined>];
const builds: Build[] = [["this", MAIN_BUNDLE, {}]];
if (values.arms) builds.unshift(["this, glibc's threshold", MAIN_BUNDLE, glibcThreshold]);
if (values.baseline) builds.unshift(["baseline", join(resolve(values.baseline), "main.js"), glibcThreshold]);

const peaks = new Map<string, number[]>(builds.map(([name]) => [name, []]));
for (let run = 0; run < Number(values.runs); run++) {
  for (const [name, bundle, serverEnv] of builds) {
    const dir = mkdtempSync(join(tmpdir(), "three-at-once-"));
    try {
      const load = loadavg()[0]!.toFixed(1);
      const report = await runHostileFuzz({
        count: 3,
        indexes,
        seed,
        dir,
        light: true,
        together: 3,
        bundle,
        serverEnv,
      });
      peaks.get(name)!.push(report.serverPeakRssMb);
      const endings = report.files.map((f) => `${f.file.index} ${f.outcome} ${f.seconds.toFixed(0)} s`).join(", ");
      console.log(`run ${run + 1} ${name} (load ${load}): ${summaryOf(report)}; ${endings}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
for (const [name, list] of peaks) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name}: peak RSS ${list.map((mb) => mb.toFixed(0)).join(", ")} MB ` +
      `(median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)}, worst ${sorted.at(-1)!.toFixed(0)})`,
  );
}
