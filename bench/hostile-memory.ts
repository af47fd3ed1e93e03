// Peak memory and time of the scan command on each hostile PDF of the test suite (generated into bench/out/hostile)
// and on a longer noise book. Usage: npm run build:node && npx tsx bench/hostile-memory.ts
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { writeHostilePdfs, writeNoiseBook } from "../tests/fixtures/pdf/hostile-pdfs";

const dir = "bench/out/hostile";
mkdirSync(dir, { recursive: true });
const files = (await writeHostilePdfs(dir)).map(({ name, path }) => ({ name, path }));
const noiseBook = join(dir, "noise-book-20.pdf");
await writeNoiseBook(noiseBook, 20);
files.push({ name: "noise-book-20", path: noiseBook });

console.log("| file | exit | wall s | CPU s | peak RSS MB | stderr (first line) |");
console.log("|---|---|---|---|---|---|");
for (const { name, path } of files) {
  const result = spawnSync("/usr/bin/time", ["-v", process.execPath, "dist/scan.js", path], { encoding: "utf8" });
  const field = (label: string) => Number(new RegExp(`${label}: ([\\d.:]+)`).exec(result.stderr)?.[1] ?? NaN);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(result.stderr)?.[1] ?? "?";
  const cpu = field("User time \\(seconds\\)") + field("System time \\(seconds\\)");
  const peakMb = field("Maximum resident set size \\(kbytes\\)") / 1024;
  const said = result.stderr.split("\n").find((line) => line.trim() && !line.startsWith("\t")) ?? "";
  console.log(
    `| ${name} | ${result.status} | ${wall} | ${cpu.toFixed(1)} | ${peakMb.toFixed(0)} | ${said.slice(0, 90)} |`,
  );
}
