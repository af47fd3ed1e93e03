// What the fitted include decision costs beside the whole scan: the generated 1,000-page book (as `npm run bench`
// scans it) is scanned once in this process, its candidates kept; then deciding every candidate is timed alone.
// Usage: npx tsx bench/include-decision.ts [book.pdf]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { scanPdf } from "../src/engine/scan-pdf";
import type { Candidate } from "../src/engine/extraction/decision/candidate";
import { decideInclusion } from "../src/engine/extraction/decision/decide-inclusion";

const out = "bench/out";
const book = process.argv[2] ?? `${out}/spec-book-1000.pdf`;
if (!existsSync(book)) {
  mkdirSync(out, { recursive: true });
  execFileSync(process.execPath, ["bench/generate-spec-book.mjs", book, "1000", "0"], { stdio: "inherit" });
}
const candidates: Candidate[] = [];
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
await scanPdf(book, { onCandidates: (found) => candidates.push(...found) });
const scanWall = performance.now() - wall0;
const scanCpu = process.cpuUsage(cpu0);
const runs = 20;
const t0 = performance.now();
for (let i = 0; i < runs; i++) for (const c of candidates) decideInclusion(c);
const decide = (performance.now() - t0) / runs;
console.log(
  `${book}: ${candidates.length} candidates; scan ${scanWall.toFixed(0)} ms wall, ` +
    `${((scanCpu.user + scanCpu.system) / 1000).toFixed(0)} ms CPU in this process; ` +
    `deciding them all ${decide.toFixed(1)} ms (${((100 * decide) / scanWall).toFixed(2)}% of the scan's wall time); ` +
    `load ${loadavg()[0]!.toFixed(1)}`,
);
