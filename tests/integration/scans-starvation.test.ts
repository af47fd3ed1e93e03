// Fairness is a property of the scheduler (docs/decisions/0170-scans-take-turns-between-users.md), shown over real
// HTTP with the real queue and engine threads: while user A's crafted book is being read in the short lane — its
// sampled pages carry text, the rest are slow noise (tests/fixtures/pdf/starvation-book.ts) — another user's short
// section gets the next turn. Books read in turns on the range workers have the register the one-job path gives.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanPdf } from "../../src/engine/scan-pdf";
import { scanRanges, scans } from "../../src/server/db/schema";
import { writeStarvationBook } from "../fixtures/pdf/starvation-book";
import { generatedSpecBook } from "../fixtures/scans/generated-book";
import { uploadScan, waitForScan } from "../fixtures/scans/scan-test-client";
import { SHORT_LANE_ENV, shortLaneBystander } from "../fixtures/scans/starvation-scenarios";
import { startTestServer, type TestServer } from "./helpers/test-server";
import { registerUserWithCredits } from "./helpers/users";

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
    { timeout: 240_000 },
    async () => {
      // Before turns, the short scan waited for the whole book (the campaign: 1,588 s behind a 40-page book).
      const wait = await shortLaneBystander(server, book, 90_000);
      console.log(`short lane: the bystander's register was ready ${wait.seconds.toFixed(1)} s after its upload`);
      expect(wait.status).toBe("completed");
      expect(wait.seconds).toBeLessThan(60);
      // The book was not read to the end first: it goes on as range jobs, taking turns with others' work.
      expect(wait.bookStatus).toBe("processing");
      const ranges = await rangesOf(server, wait.bookId);
      expect(ranges[0]?.firstPage).toBe(1);
      expect(ranges.at(-1)?.lastPage).toBe(40);
    },
  );
});

describe("books read in turns", () => {
  let server: TestServer;
  beforeAll(async () => {
    // One range worker and turns of 0.3 s: two users' books take turns on it.
    server = await startTestServer({
      env: { SCAN_THREADS: "1", SCAN_SHORT_LANE_PAGES: "5", SCAN_RANGE_PAGES: "50", SCAN_TURN_MS: "300" },
    });
  });
  afterAll(() => server?.close());

  it("keep every page: each register equals the one-job register", { timeout: 300_000 }, async () => {
    const bytes = readFileSync(generatedSpecBook(40));
    const users = [await registerUserWithCredits(server, 5), await registerUserWithCredits(server, 5)];
    const ids = await Promise.all(
      users.map(async ({ client }, i) => (await uploadScan(client, [{ name: `book ${i + 1}.pdf`, bytes }])).id),
    );
    const [first, second] = await Promise.all(ids.map((id, i) => waitForScan(users[i]!.client, id, 240_000)));
    expect(first?.status).toBe("completed");
    expect(second?.status).toBe("completed");

    for (const [i, scan] of [first!, second!].entries()) {
      const [row] = await server.db.select().from(scans).where(eq(scans.id, ids[i]!));
      const single = await scanPdf(join(server.config.dataDir, "uploads", row!.storageKey!), { threads: 0 });
      expect(scan.extractedData).toEqual(JSON.parse(JSON.stringify(single)));
    }
    // Turns cut the four planned ranges of each book: the books really took turns.
    const cuts = (await rangesOf(server, ids[0]!)).length + (await rangesOf(server, ids[1]!)).length;
    expect(cuts).toBeGreaterThan(8);
  });
});
