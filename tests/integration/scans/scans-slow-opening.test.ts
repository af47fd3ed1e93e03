// A book crafted to be slow to open (the third security campaign: a broken cross-reference table, so mupdf rebuilds
// it, and object streams that each inflate Flate∘Flate to a large run of spaces, tests/fixtures/pdf/repair-bomb.ts)
// over real HTTP with the real queue and engine threads. Its opening has a time limit (SCAN_OPEN_TIMEOUT_MS, 2 s
// here) in a thread that is ended when it runs out: another user's 1-page scan does not wait for the whole opening,
// and the book fails with a message that says why and keeps its credit, exactly once
// (docs/decisions/0265-a-book-too-slow-to-open-fails-and-is-charged.md). With SCAN_THREADS=0 the book is opened in
// the scan thread itself, which is ended at the same limit (docs/decisions/0296-the-opening-limit-in-the-scan-thread.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slowToOpenMessage } from "../../../src/contract/scan-messages";
import { creditLedger } from "../../../src/server/db/schema";
import { writeRepairBomb } from "../../fixtures/pdf/repair-bomb";
import { OPENING_ENV, openingBystander, writeOnePageSection } from "../../fixtures/scans/starvation-scenarios";
import { expectLedgerEqualsBalance } from "../helpers/credit-ledger";
import { startTestServer, type TestServer } from "../helpers/test-server";

// 40 streams of 256 MB: opening the file unbounded costs mupdf over a minute (about 2 s per stream on the test
// machine), so a wait of seconds shows the limit; the file is a few kilobytes and bounded costs only the limit.
const STREAMS = 40;
const INFLATED_BYTES = 256 << 20;

let dir: string;
let bomb: string;
let section: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "slow-opening-"));
  bomb = join(dir, "repair-bomb.pdf");
  section = join(dir, "one-page-section.pdf");
  await writeRepairBomb(bomb, { streams: STREAMS, inflatedBytes: INFLATED_BYTES });
  await writeOnePageSection(section);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  { threads: "page threads (SCAN_THREADS=1)", env: OPENING_ENV },
  { threads: "the scan thread (SCAN_THREADS=0)", env: { ...OPENING_ENV, SCAN_THREADS: "0" } },
])("a book crafted to be slow to open, in the short lane, opened in $threads", ({ env }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env });
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    "is stopped at the opening limit: another user's 1-page scan completes meanwhile, the book fails charged once",
    { timeout: 240_000 },
    async () => {
      // Every request of both users answered without a 5xx (the helpers throw on any other status).
      const wait = await openingBystander(server, bomb, section, 120_000);
      console.log(
        `slow opening (${env.SCAN_THREADS} threads): the 1-page scan was ready ${wait.seconds.toFixed(1)} s after its upload`,
      );
      expect(wait.status).toBe("completed");
      // Unbounded, the one-page scan waited for the whole opening (over a minute here; the campaign: 106 s).
      expect(wait.seconds).toBeLessThan(30);

      expect(wait.book?.status).toBe("failed");
      expect(wait.book?.errorMessage).toBe(slowToOpenMessage(2000));
      // Charged: the scan keeps its credit, and the ledger holds one charge and no refund for it.
      expect(wait.book?.creditsUsed).toBe(1);
      const moves = await server.db
        .select({ kind: creditLedger.kind, delta: creditLedger.delta })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, wait.ownerId), eq(creditLedger.reference, wait.bookId)));
      expect(moves).toEqual([{ kind: "scan", delta: -1 }]);
      expect(await expectLedgerEqualsBalance(server.db, wait.ownerId)).toBe(4);
    },
  );
});
