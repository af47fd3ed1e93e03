// Books read in page ranges (embedded database, real queue, real engine threads): the register equals the one-job
// register, progress counts pages over all ranges and never goes back, a range that fails is retried, and a range
// that fails for good fails the scan with exactly one refund, and the recovery sweep keeps every range alive.
import { createReadStream, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanPdf } from "../../../../src/engine/scan-pdf";
import { loadConfig } from "../../../../src/server/config";
import { grantCredits } from "../../../../src/server/credits/grant-credits";
import { openDatabase, type Database } from "../../../../src/server/db/client";
import { creditLedger, scanRanges, scans, users } from "../../../../src/server/db/schema";
import { createScans } from "../../../../src/server/scans/upload/create-scans";
import { RANGE_QUEUE } from "../../../../src/server/scans/ranges/range-job-definitions";
import { INTERRUPTED_MESSAGE, recoverScans } from "../../../../src/server/scans/recovery/sweep-stranded-scans";
import { createScanRuntime, type ScanRuntime } from "../../../../src/server/scans/scan-runtime";
import type { FileStore } from "../../../../src/server/storage/file-store";
import { openFileStore } from "../../../../src/server/storage/open-file-store";
import { uploadScan, waitForScan, watchProgress } from "../../../fixtures/scans/scan-test-client";
import { generatedSpecBook } from "../../../fixtures/scans/generated-book";
import { writeSlowPageBook } from "../../../fixtures/pdf/hostile-pdfs";
import { expectLedgerEqualsBalance } from "../../helpers/credit-ledger";
import { migratedPgliteTemplate } from "../../helpers/pglite-template";
import { startTestServer, type TestServer } from "../../helpers/test-server";
import { registerUser } from "../../helpers/users";

// 172 pages in ranges of 50 text pages: four ranges, with sections running across every boundary.
const RANGE_ENV = { SCAN_SHORT_LANE_PAGES: "5", SCAN_RANGE_PAGES: "50", SCAN_THREADS: "1" };
const book = () => ({ name: "spec book.pdf", bytes: readFileSync(generatedSpecBook(40)) });

describe("a book read in page ranges, through the HTTP API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: RANGE_ENV });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("gives the register the single-job path gives, with progress over all ranges, and cleans up", async () => {
    const { client, user } = await registerUser(server);
    await grantCredits(server.db, { userId: user.id, credits: 5, reason: "test setup", actorId: null });
    const { id } = await uploadScan(client, [book()]);
    const socket = watchProgress(server.url, client.cookies, id);

    const scan = await waitForScan(client, id, 120_000);
    expect(scan.status).toBe("completed");
    const ranges = await server.db
      .select()
      .from(scanRanges)
      .where(eq(scanRanges.scanId, id))
      .orderBy(asc(scanRanges.firstPage));
    expect(ranges.map((r) => [r.firstPage, r.lastPage, r.state])).toEqual([
      [1, 43, "done"],
      [44, 86, "done"],
      [87, 129, "done"],
      [130, 172, "done"],
    ]);

    // The golden: the engine on the stored upload in one pass, as the single-job path runs it.
    const [row] = await server.db.select().from(scans).where(eq(scans.id, id));
    const uploads = join(server.config.dataDir, "uploads");
    const single = await scanPdf(join(uploads, row!.storageKey!), { threads: 0 });
    expect(scan.extractedData).toEqual(JSON.parse(JSON.stringify(single)));
    expect(single.pageCount).toBe(172);
    expect(single.submittals.length).toBeGreaterThan(200);

    // Progress: pages over all ranges, never back, up to the whole book before the outcome.
    const { messages } = await socket.done;
    const processing = messages.filter((m) => m.status === "processing" && m.totalChunks === 172);
    expect(processing.length).toBeGreaterThan(0);
    const pages = processing.map((m) => m.currentChunk);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(pages.at(-1)).toBe(172);
    expect(messages.at(-1)).toMatchObject({ status: "completed", currentChunk: 172, totalChunks: 172 });

    // The stored pages of the ranges are removed just after the outcome; only the upload is kept (source viewer).
    const stored = () => readdirSync(uploads).filter((name) => !name.endsWith(".pages"));
    for (const end = Date.now() + 10_000; stored().length > 1 && Date.now() < end;)
      await new Promise((r) => setTimeout(r, 100));
    expect(stored()).toEqual([row!.storageKey]);
    const after = await server.db.select().from(scanRanges).where(eq(scanRanges.scanId, id));
    expect(after.every((r) => r.storageKey === null)).toBe(true);
  }, 180_000);
});

describe("a slow page in a range", () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), "scan-ranges-slow-"));
  beforeAll(async () => {
    server = await startTestServer({ env: { ...RANGE_ENV, SCAN_RANGE_PAGES: "30", SCAN_PAGE_TIMEOUT_MS: "1000" } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is given up after the page time limit, as in a book read in one job, and the rest of the range is read", async () => {
    const slow = join(dir, "slow.pdf");
    // Page 40 alone takes several seconds to read; it sits in the second of two ranges.
    await writeSlowPageBook(slow, { pages: 60, slowPage: 40, segments: 5_000_000 });
    const { client, user } = await registerUser(server);
    await grantCredits(server.db, { userId: user.id, credits: 1, reason: "test setup", actorId: null });
    const { id } = await uploadScan(client, [{ name: "slow.pdf", bytes: readFileSync(slow) }]);
    const scan = await waitForScan(client, id, 120_000);
    expect(scan.status).toBe("completed");
    const ranges = await server.db.select().from(scanRanges).where(eq(scanRanges.scanId, id));
    expect(ranges).toHaveLength(2);
    expect(scan.extractedData?.warnings?.join("\n")).toContain("Page 40: took too long to read (skipped)");
    expect(scan.extractedData?.pageCount).toBe(60);
  }, 120_000);
});

/** The real local store, except that it refuses the next `failures` writes, as a full or failing disk would. */
function storeWithFailingWrites(inner: FileStore): FileStore & { failures: number } {
  const store = {
    ...inner,
    failures: 0,
    save: async (source: Parameters<FileStore["save"]>[0]) => {
      if (store.failures > 0) {
        store.failures -= 1;
        source.destroy();
        throw Object.assign(new Error("no space left on device (test fault)"), { code: "ENOSPC" });
      }
      return inner.save(source);
    },
  };
  return store;
}

describe("a page range that fails", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "scan-ranges-faults-"));
  let database: Database;
  let runtime: ScanRuntime;
  let files: ReturnType<typeof storeWithFailingWrites>;
  let userId: string;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(64), ...RANGE_ENV });
    database = await openDatabase({ databaseUrl: undefined, dataDir, pgliteTemplate: await migratedPgliteTemplate() });
    files = storeWithFailingWrites(openFileStore(config));
    runtime = await createScanRuntime({ config, database, log: pino({ level: "silent" }), runWorkers: true, files });
    await runtime.start();
    const [user] = await database.db
      .insert(users)
      .values({ email: "ranges@example.test", passwordHash: "not used" })
      .returning({ id: users.id });
    userId = user!.id;
    await grantCredits(database.db, { userId, credits: 10, reason: "test setup", actorId: null });
  }, 60_000);

  afterAll(async () => {
    await runtime?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Uploads the book (before any fault) and queues its scan; resolves with the scan id. */
  async function startScan(): Promise<string> {
    const stored = await files.save(createReadStream(generatedSpecBook(40)));
    const created = await createScans({
      db: database.db,
      queue: runtime.queue,
      userId,
      files: [{ fileName: "spec book.pdf", size: stored.size, storageKey: stored.key }],
      asBatch: false,
      jobTimeoutMs: runtime.settings.timeoutMs,
    });
    return created.id;
  }

  async function settled(scanId: string): Promise<typeof scans.$inferSelect> {
    const end = Date.now() + 120_000;
    for (;;) {
      const [row] = await database.db.select().from(scans).where(eq(scans.id, scanId));
      if (row && row.status !== "processing") return row;
      if (Date.now() > end) throw new Error(`scan ${scanId} still processing`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("is read again, and the scan completes and stays charged", async () => {
    const before = await expectLedgerEqualsBalance(database.db, userId);
    const scanId = await startScan();
    files.failures = 1; // the first range's pages cannot be stored
    const scan = await settled(scanId);
    expect(scan).toMatchObject({ status: "completed", creditsUsed: 1 });
    const attempts = (await database.db.select().from(scanRanges).where(eq(scanRanges.scanId, scanId))).map(
      (r) => r.attempts,
    );
    expect(attempts.sort()).toEqual([1, 1, 1, 2]);
    expect(await expectLedgerEqualsBalance(database.db, userId)).toBe(before - 1);
  }, 180_000);

  it("fails the scan when it fails for good, refunded exactly once", async () => {
    const before = await expectLedgerEqualsBalance(database.db, userId);
    const scanId = await startScan();
    files.failures = Number.POSITIVE_INFINITY; // no range can be stored, however often it is read
    const scan = await settled(scanId);
    files.failures = 0;
    expect(scan).toMatchObject({ status: "failed", creditsUsed: 0 });
    // Every range runs out of attempts; the scan is failed and refunded by the first, and only once.
    await new Promise((r) => setTimeout(r, 8_000));
    const refunds = await database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, scanId), eq(creditLedger.kind, "refund")));
    expect(refunds).toHaveLength(1);
    expect(await expectLedgerEqualsBalance(database.db, userId)).toBe(before);
    const [row] = await database.db.select().from(scans).where(eq(scans.id, scanId));
    expect(row?.status).toBe("failed");
  }, 180_000);
});

describe("the recovery sweep over a book in page ranges", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "scan-ranges-recovery-"));
  let database: Database;
  let runtime: ScanRuntime;
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(64) });
    database = await openDatabase({ databaseUrl: undefined, dataDir, pgliteTemplate: await migratedPgliteTemplate() });
    // The queue without workers: the sweep is the only thing acting on the jobs.
    runtime = await createScanRuntime({ config, database, log, runWorkers: false });
    await runtime.start();
  }, 60_000);

  afterAll(async () => {
    await runtime?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sweep = () =>
    recoverScans({
      db: database.db,
      queue: runtime.queue,
      progress: runtime.progress,
      files: runtime.files,
      log,
      timeoutMs: runtime.settings.timeoutMs,
      reclaimActiveJobs: false,
    });

  it("queues a range whose job was lost, and fails the scan (refunded once) when a range's job ended without it", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "sweep@example.test", passwordHash: "not used" })
      .returning({ id: users.id });
    const userId = user!.id;
    await grantCredits(database.db, { userId, credits: 3, reason: "test setup", actorId: null });
    const stored = await runtime.files.save(createReadStream(generatedSpecBook(40)));
    const { id: scanId } = await createScans({
      db: database.db,
      queue: runtime.queue,
      userId,
      files: [{ fileName: "book.pdf", size: stored.size, storageKey: stored.key }],
      asBatch: false,
      jobTimeoutMs: runtime.settings.timeoutMs,
    });
    // Split, with the second range's job lost (as if the queue had been restored from an older backup).
    const ranges = await database.db
      .insert(scanRanges)
      .values([
        { scanId, firstPage: 1, lastPage: 86, state: "done" },
        { scanId, firstPage: 87, lastPage: 172 },
      ])
      .returning();
    const open = ranges[1]!;

    expect(await sweep()).toMatchObject({ requeued: 1, failed: 0 });
    expect(await runtime.queue.getJob(RANGE_QUEUE, open.id)).toMatchObject({ state: "created" });
    // Swept again, a queued range is left alone.
    expect(await sweep()).toMatchObject({ requeued: 0, failed: 0 });

    // Its job ends (out of retries) without the range done: the scan fails and is refunded, once.
    await database.executeSql("UPDATE pgboss.job SET state = 'failed' WHERE name = $1 AND id = $2", [
      RANGE_QUEUE,
      open.id,
    ]);
    expect(await sweep()).toMatchObject({ failed: 1 });
    expect(await sweep()).toMatchObject({ failed: 0 });
    const [scan] = await database.db.select().from(scans).where(eq(scans.id, scanId));
    expect(scan).toMatchObject({ status: "failed", errorMessage: INTERRUPTED_MESSAGE, creditsUsed: 0 });
    const refunds = await database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, scanId), eq(creditLedger.kind, "refund")));
    expect(refunds).toHaveLength(1);
    const [balance] = await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    expect(balance?.credits).toBe(3);
  }, 120_000);
});
