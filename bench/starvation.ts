// Benchmark: how long another user waits while a crafted book is being read (the starvation campaign of issue 25;
// docs/decisions/0170-scans-take-turns-between-users.md). Two scenarios on an in-process server (embedded database,
// real queue and engine threads): the crafted 40-page book holding the short lane while a 3-page section is uploaded,
// and a crafted book holding both range workers while a 172-page text book is uploaded. Prints each bystander's
// wait from upload to finished register, and the turns ended (running/turns.ts: turnCounters) by then. A third scenario
// (decision 0265): a book crafted to be slow to open (tests/fixtures/pdf/repair-bomb.ts) being opened in the short lane
// while another user uploads a 1-page section; it prints that user's wait and how the crafted book ended.
// Run: npx tsx bench/starvation.ts   (BENCH_SEGMENTS: strokes per slow page, default 100000 for the short lane and a
// fifth of that for the range workers; BENCH_WAIT_S: the longest wait measured, default 1800; BENCH_SCENARIOS: which
// to run, default "short,ranges,opening"; BENCH_STREAMS: object streams of 256 MB in the slow-to-open book, default 40)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeRepairBomb } from "../tests/fixtures/pdf/repair-bomb";
import { writeStarvationBook } from "../tests/fixtures/pdf/starvation-book";
import { generatedSpecBook } from "../tests/fixtures/scans/generated-book";
import {
  OPENING_ENV,
  RANGE_WORKERS_ENV,
  SHORT_LANE_ENV,
  openingBystander,
  rangeWorkersBystander,
  shortLaneBystander,
  writeOnePageSection,
} from "../tests/fixtures/scans/starvation-scenarios";
import { startTestServer } from "../tests/integration/helpers/test-server";
import { turnCounters } from "../src/server/scans/running/turns";

const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 100_000);
const WAIT_MS = Number(process.env.BENCH_WAIT_S ?? 1800) * 1000;
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? "short,ranges,opening").split(","));
const STREAMS = Number(process.env.BENCH_STREAMS ?? 40);

const dir = mkdtempSync(join(tmpdir(), "starvation-bench-"));
try {
  const book = join(dir, "crafted-book.pdf");
  await writeStarvationBook(book, { pages: 40, segments: SEGMENTS });
  const rangeBook = join(dir, "crafted-range-book.pdf");
  await writeStarvationBook(rangeBook, { pages: 40, segments: Math.round(SEGMENTS / 5) });

  const short = SCENARIOS.has("short") ? await startTestServer({ env: SHORT_LANE_ENV }) : undefined;
  if (short)
    try {
      const wait = await shortLaneBystander(short, book, WAIT_MS);
      console.log(`short lane: 3-page section ${wait.status} ${wait.seconds.toFixed(1)} s after upload`);
      console.log(`  (the crafted book was ${wait.bookStatus} then; turns so far: ${JSON.stringify(turnCounters)})`);
    } finally {
      await short.close();
    }

  const ranges = SCENARIOS.has("ranges") ? await startTestServer({ env: RANGE_WORKERS_ENV }) : undefined;
  if (ranges)
    try {
      const wait = await rangeWorkersBystander(ranges, rangeBook, generatedSpecBook(40), WAIT_MS);
      console.log(`range workers: 172-page text book ${wait.status} ${wait.seconds.toFixed(1)} s after upload`);
      console.log(`  (the crafted book was ${wait.bookStatus} then; turns so far: ${JSON.stringify(turnCounters)})`);
    } finally {
      await ranges.close();
    }

  if (SCENARIOS.has("opening")) {
    const bomb = join(dir, "repair-bomb.pdf");
    const section = join(dir, "one-page-section.pdf");
    await writeRepairBomb(bomb, { streams: STREAMS, inflatedBytes: 256 << 20 });
    await writeOnePageSection(section);
    const opening = await startTestServer({ env: OPENING_ENV });
    try {
      const wait = await openingBystander(opening, bomb, section, WAIT_MS);
      console.log(`slow opening: 1-page section ${wait.status} ${wait.seconds.toFixed(1)} s after upload`);
      const { status, creditsUsed, errorMessage } = wait.book ?? { status: "still processing", creditsUsed: "?" };
      console.log(
        `  (the crafted book was ${wait.bookStatus} then, then ${status}, ${creditsUsed} credit used: ${errorMessage})`,
      );
    } finally {
      await opening.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
