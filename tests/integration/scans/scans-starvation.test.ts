// Fairness is a property of the scheduler (docs/decisions/0170-scans-take-turns-between-users.md), shown over real
// HTTP with the real queue and engine threads: while user A's crafted book is being read — its sampled pages carry
// text, the rest are slow noise (tests/fixtures/pdf/starvation-book.ts) — another user's scan gets the next turn, in
// the short lane and on the range workers (where A's turn ends mid-page). Books read in turns have the register the
// one-job path gives. Budgets are generous and the checks are relations (the other user's register is ready while
// the crafted book is still being read, turns were ended), so they hold on a loaded machine.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanPdf } from "../../../src/engine/scan-pdf";
import { scanRanges, scans } from "../../../src/server/db/schema";
import { turnCounters } from "../../../src/server/scans/running/turns";
import { writeStarvationBook } from "../../fixtures/pdf/starvation-book";
import { generatedSpecBook } from "../../fixtures/scans/generated-book";
import { uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import {
  RANGE_WORKERS_ENV,
  SHORT_LANE_ENV,
  rangeWorkersBystander,
  shortLaneBystander,
} from "../../fixtures/scans/starvation-scenarios";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUserWithCredits } from "../helpers/users";

// Each slow page costs mupdf about 3 CPU-s (read, then drawn for OCR): 32 of them hold one thread for over 90 CPU-s.
const SLOW_PAGE_SEGMENTS = 100_000;

let dir: string;
let book: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "starvation-"));
  book = join(dir, "crafted-book.pdf");
  await writeStarvationBook(book, { pages: 40, segments: SLOW_PAGE_SEGMENTS });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rangesOf(server: TestServer, scanId: string) {
  return server.db.select().from(scanRanges).where(eq(scanRanges.scanId, scanId)).orderBy(asc(scanRanges.firstPage));
}

describe("a crafted book in the short lane", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: SHORT_LANE_ENV });
  });
  afterAll(() => server?.close());

  it(
    "gives the lane to another user's short scan after one turn, and reads on in range jobs",
    { timeout: 420_000 },
    async () => {
      const handovers = turnCounters.shortLaneHandovers;
      // Before turns, the short scan waited for the whole book (the campaign: 1,588 s behind a 40-page book).
      const wait = await shortLaneBystander(server, book, 300_000);
      console.log(`short lane: the bystander's register was ready ${wait.seconds.toFixed(1)} s after its upload`);
      expect(wait.status).toBe("completed");
      // The book was not read to the end first: its turn ended, and it goes on as range jobs.
      expect(wait.bookStatus).toBe("processing");
      expect(turnCounters.shortLaneHandovers).toBeGreaterThan(handovers);
      const ranges = await rangesOf(server, wait.bookId);
      expect(ranges[0]?.firstPage).toBe(1);
      expect(ranges.at(-1)?.lastPage).toBe(40);
    },
  );
});

describe("a crafted book on the range workers", () => {
  let server: TestServer;
  let rangeBook: string;
  beforeAll(async () => {
    rangeBook = join(dir, "crafted-range-book.pdf");
    await writeStarvationBook(rangeBook, { pages: 40, segments: SLOW_PAGE_SEGMENTS / 5 });
    server = await startTestServer({ env: RANGE_WORKERS_ENV });
  });
  afterAll(() => server?.close());

  it(
    "ends its turn mid-page once another user's ranges wait, so their book is read meanwhile",
    { timeout: 600_000 },
    async () => {
      const cutMidPage = turnCounters.pagesCutMidPage;
      const wait = await rangeWorkersBystander(server, rangeBook, generatedSpecBook(10), 420_000);
      console.log(`range workers: the other user's book was ready ${wait.seconds.toFixed(1)} s after its upload`);
      expect(wait.status).toBe("completed");
      expect(wait.bookStatus).toBe("processing");
      // A slow page of the crafted book was dropped at the end of a turn, not read to its end first.
      expect(turnCounters.pagesCutMidPage).toBeGreaterThan(cutMidPage);
    },
  );
});

describe("books read in turns", () => {
  let server: TestServer;
  beforeAll(async () => {
    // One range worker (one scan slot, one page thread) and turns of 0.2 s, checked as often: two users' books, one
    // range each, take turns on it. (A text page takes milliseconds: an unloaded machine read a 40-page book within
    // a turn of 1 s, so nothing was cut; 600 pages take seconds even there.)
    server = await startTestServer({
      env: {
        SCAN_THREADS: "1",
        MAX_CONCURRENT_SCANS: "1",
        SCAN_SHORT_LANE_PAGES: "5",
        SCAN_RANGE_PAGES: "200",
        SCAN_TURN_MS: "200",
      },
    });
  });
  afterAll(() => server?.close());

  it("keep every page: each register equals the one-job register", { timeout: 600_000 }, async () => {
    const turnsEnded = turnCounters.rangeTurnsEnded;
    const bytes = readFileSync(generatedSpecBook(600));
    const users = [await registerUserWithCredits(server, 5), await registerUserWithCredits(server, 5)];
    const ids = await Promise.all(
      users.map(async ({ client }, i) => (await uploadScan(client, [{ name: `book ${i + 1}.pdf`, bytes }])).id),
    );
    const [first, second] = await Promise.all(ids.map((id, i) => waitForScan(users[i]!.client, id, 480_000)));
    expect(first?.status).toBe("completed");
    expect(second?.status).toBe("completed");

    for (const [i, scan] of [first!, second!].entries()) {
      const [row] = await server.db.select().from(scans).where(eq(scans.id, ids[i]!));
      const single = await scanPdf(join(server.config.dataDir, "uploads", row!.storageKey!), { threads: 0 });
      expect(scan.extractedData).toEqual(JSON.parse(JSON.stringify(single)));
    }
    // The books really took turns: turns ended, and each one's rest became a range of its own.
    const ranges = (await rangesOf(server, ids[0]!)).length + (await rangesOf(server, ids[1]!)).length;
    console.log(`books read in turns: ${turnCounters.rangeTurnsEnded - turnsEnded} turns ended, ${ranges} ranges`);
    expect(turnCounters.rangeTurnsEnded).toBeGreaterThan(turnsEnded);
    expect(ranges).toBeGreaterThan(2);
  });
});
