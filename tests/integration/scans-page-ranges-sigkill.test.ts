// A worker killed with SIGKILL in the middle of a page range, on PostgreSQL with two `npm run worker` processes (the
// built bundles): the other worker takes the range over once its lease has run out, the scan completes, and no credit
// is lost (every balance equals its ledger, the scan stays charged once).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScanResponseSchema } from "../../src/contract/scans";
import { grantCredits } from "../../src/server/credits/grant-credits";
import { openDatabase, type Database } from "../../src/server/db/client";
import { creditLedger, scanRanges, users } from "../../src/server/db/schema";
import { SCAN_LEASE_MS } from "../../src/server/scans/job/scan-lease";
import { SCANNED_SPEC_PDF, upload, waitForScan } from "../fixtures/scans/scan-test-client";
import { freePort } from "./helpers/free-port";
import { startPrivatePostgres, type PrivatePostgres } from "./helpers/private-postgres";
import { spawnServer, type ServerProcess } from "./helpers/server-process";
import { registerUser } from "./helpers/users";

const WORKER_BUNDLE = fileURLToPath(new URL("../../dist/worker.js", import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Worker = { child: ChildProcess; output: () => string; ready: Promise<void>; exited: Promise<number | null> };

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, [WORKER_BUNDLE], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("scan worker is ready")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => reject(new Error(`worker exited with ${code}:\n${output}`)));
  });
  ready.catch(() => {});
  return { child, output: () => output, ready, exited };
}

describe.runIf(existsSync(WORKER_BUNDLE))("a worker killed mid-range on PostgreSQL", () => {
  let postgres: PrivatePostgres;
  let database: Database;
  let web: ServerProcess;
  let url: string;
  const workers: Worker[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "scan-ranges-sigkill-"));

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "info",
      SCAN_WORKERS_IN_WEB: "false",
      SCAN_THREADS: "1",
      // The 8-page scanned book in four ranges of two pages: each range is seconds of OCR.
      SCAN_SHORT_LANE_PAGES: "2",
      SCAN_RANGE_SCANNED_PAGES: "2",
      SCAN_RECOVERY_INTERVAL_MS: "2000",
    };
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    web = spawnServer({ ...env, PORT: String(port) }, dataDir);
    await web.ready;
    for (let i = 0; i < 2; i++) workers.push(startWorker(env));
    await Promise.all(workers.map((w) => w.ready));
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
  }, 120_000);

  afterAll(async () => {
    for (const running of [web, ...workers]) {
      if (running && running.child.exitCode === null) {
        running.child.kill("SIGTERM");
        await running.exited;
      }
    }
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands the dead worker's range to the other after the lease, completes the scan and keeps every credit", async () => {
    const { client, user } = await registerUser({ url });
    await grantCredits(database.db, { userId: user.id, credits: 5, reason: "test setup", actorId: null });
    const res = await upload(client, "/api/scans", [{ name: "scanned.pdf", bytes: readFileSync(SCANNED_SPEC_PDF) }]);
    expect(res.status).toBe(201);
    const { id } = createScanResponseSchema.parse(res.body);

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
    const victim = workers[0]!;
    victim.child.kill("SIGKILL");
    await victim.exited;
    const killedAt = Date.now();

    const scan = await waitForScan(client, id, 240_000);
    const seconds = (Date.now() - killedAt) / 1000;
    expect(scan.status).toBe("completed");
    expect(scan.creditsUsed).toBe(1);
    expect(scan.extractedData?.pageCount).toBe(8);
    expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    console.info(`SIGKILL mid-range: scan completed ${seconds.toFixed(1)} s after the kill`);

    // The dead worker's range was read again by the survivor, no sooner than the lease allowed.
    const ranges = await database.db
      .select()
      .from(scanRanges)
      .where(eq(scanRanges.scanId, id))
      .orderBy(asc(scanRanges.firstPage));
    expect(ranges.map((r) => r.state)).toEqual(["done", "done", "done", "done"]);
    expect(ranges.some((r) => r.attempts >= 2)).toBe(true);
    expect(seconds).toBeGreaterThan(SCAN_LEASE_MS / 1000);

    const [ledger] = await database.db
      .select({ total: sum(creditLedger.delta) })
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.id));
    const [row] = await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, user.id));
    expect(Number(ledger?.total)).toBe(row?.credits);
    expect(row?.credits).toBe(4);
    expect(workers[1]!.output()).not.toMatch(/"level":50/);
  }, 360_000);
});
