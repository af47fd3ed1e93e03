// Benchmark: how long another user waits while a crafted book is being read (the starvation campaign of issue 25;
// docs/decisions/0170-scans-take-turns-between-users.md). Two scenarios on an in-process server (embedded database,
// real queue and engine threads): the crafted 40-page book holding the short lane while a 3-page section is uploaded,
// and a crafted book holding both range workers while a 172-page text book is uploaded. Prints each bystander's
// wait from upload to finished register, and the turns ended (job/turns.ts: turnCounters) by then.
// Run: npx tsx bench/starvation.ts   (BENCH_SEGMENTS: strokes per slow page, default 100000 for the short lane and a
// fifth of that for the range workers; BENCH_WAIT_S: the longest wait measured, default 1800)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeStarvationBook } from "../tests/fixtures/pdf/starvation-book";
import { generatedSpecBook } from "../tests/fixtures/scans/generated-book";
import {
  RANGE_WORKERS_ENV,
  SHORT_LANE_ENV,
  rangeWorkersBystander,
  shortLaneBystander,
} from "../tests/fixtures/scans/starvation-scenarios";
import { startTestServer } from "../tests/integration/helpers/test-server";
import { turnCounters } from "../src/server/scans/job/turns";

const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 100_000);
const WAIT_MS = Number(process.env.BENCH_WAIT_S ?? 1800) * 1000;

const dir = mkdtempSync(join(tmpdir(), "starvation-bench-"));
try {
  const book = join(dir, "crafted-book.pdf");
  await writeStarvationBook(book, { pages: 40, segments: SEGMENTS });
  const rangeBook = join(dir, "crafted-range-book.pdf");
  await writeStarvationBook(rangeBook, { pages: 40, segments: Math.round(SEGMENTS / 5) });

  const short = await startTestServer({ env: SHORT_LANE_ENV });
  try {
    const wait = await shortLaneBystander(short, book, WAIT_MS);
    console.log(`short lane: 3-page section ${wait.status} ${wait.seconds.toFixed(1)} s after upload`);
    console.log(`  (the crafted book was ${wait.bookStatus} then; turns so far: ${JSON.stringify(turnCounters)})`);
  } finally {
    await short.close();
  }

  const ranges = await startTestServer({ env: RANGE_WORKERS_ENV });
  try {
    const wait = await rangeWorkersBystander(ranges, rangeBook, generatedSpecBook(40), WAIT_MS);
    console.log(`range workers: 172-page text book ${wait.status} ${wait.seconds.toFixed(1)} s after upload`);
    console.log(`  (the crafted book was ${wait.bookStatus} then; turns so far: ${JSON.stringify(turnCounters)})`);
  } finally {
    await ranges.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
