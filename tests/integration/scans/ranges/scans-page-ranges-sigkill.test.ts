// A worker killed with SIGKILL in the middle of a page range, on PostgreSQL with two `npm run worker` processes (the
// built bundles): the other worker takes the range over once its lease has run out, the scan completes, and no credit
// is lost (every balance equals its ledger, the scan stays charged once).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../../src/server/db/client";
import { scanRanges } from "../../../../src/server/db/schema";
import { SCAN_LEASE_MS } from "../../../../src/server/scans/running/scan-lease";
import { SCANNED_SPEC_PDF, uploadScan, waitForScan } from "../../../fixtures/scans/scan-test-client";
import { specPdfPageCount } from "../../../fixtures/specs/write-spec-pdfs";
import { expectLedgerEqualsBalance } from "../../helpers/credit-ledger";
import { startPrivatePostgres, type PrivatePostgres } from "../../helpers/private-postgres";
import { havePostgresBinaries } from "../../../test-environment";
import { stopProcesses, WORKER_BUNDLE, type ServerProcess } from "../../helpers/server-process";
import { registerUserWithCredits } from "../../helpers/users";
import { startScanProcesses, type ScanProcesses } from "../../helpers/worker-processes";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(existsSync(WORKER_BUNDLE) && havePostgresBinaries())("a worker killed mid-range on PostgreSQL", () => {
  let postgres: PrivatePostgres;
  let database: Database;
  let processes: ScanProcesses;
  let url: string;
  const dataDir = mkdtempSync(join(tmpdir(), "scan-ranges-sigkill-"));

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const env = {
      SCAN_THREADS: "1",
      // The scanned section in ranges of two pages: each range is seconds of OCR.
      SCAN_SHORT_LANE_PAGES: "2",
      SCAN_RANGE_SCANNED_PAGES: "2",
      SCAN_RECOVERY_INTERVAL_MS: "2000",
    };
    processes = await startScanProcesses({ databaseUrl: postgres.url, dataDir, env, webServers: 1, workers: 2 });
    url = processes.urls[0]!;
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
  }, 120_000);

  afterAll(async () => {
    await processes?.stop();
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands the dead worker's range to the other after the lease, completes the scan and keeps every credit", async () => {
    const { client, user } = await registerUserWithCredits({ url, db: database.db }, 5);
    const { id } = await uploadScan(client, [{ name: "scanned.pdf", bytes: readFileSync(SCANNED_SPEC_PDF) }]);

    // Both workers are in a range: two range jobs active at once.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const { rows } = await database.executeSql(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'scan-range' AND state = 'active' AND data->>'scanId' = $1",
        [id],
      );
      if ((rows[0] as { n: number }).n >= 2) break;
      if (Date.now() > deadline) throw new Error("two ranges were never read at once");
      await sleep(100);
    }
    await sleep(1000);
    const [victim, survivor] = processes.workers as [ServerProcess, ServerProcess];
    await stopProcesses([victim], "SIGKILL");
    const killedAt = Date.now();

    const scan = await waitForScan(client, id, 240_000);
    const seconds = (Date.now() - killedAt) / 1000;
    expect(scan.status).toBe("completed");
    expect(scan.creditsUsed).toBe(1);
    expect(scan.extractedData?.pageCount).toBe(specPdfPageCount("metalRailingsScanned"));
    expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    console.info(`SIGKILL mid-range: scan completed ${seconds.toFixed(1)} s after the kill`);

    // The dead worker's range was read again by the survivor, no sooner than the lease allowed.
    const ranges = await database.db
      .select()
      .from(scanRanges)
      .where(eq(scanRanges.scanId, id))
      .orderBy(asc(scanRanges.firstPage));
    const rangeCount = Math.ceil(specPdfPageCount("metalRailingsScanned") / 2);
    expect(ranges.map((r) => r.state)).toEqual(Array(rangeCount).fill("done"));
    expect(ranges.some((r) => r.attempts >= 2)).toBe(true);
    expect(seconds).toBeGreaterThan(SCAN_LEASE_MS / 1000);

    expect(await expectLedgerEqualsBalance(database.db, user.id)).toBe(4);
    expect(survivor.output()).not.toMatch(/"level":50/);
  }, 360_000);
});
