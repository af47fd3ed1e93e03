// Faults on PostgreSQL with the built server as a real process: killed with SIGKILL mid-scan and started again, and
// the database stopped for 20 s mid-scan. Each time no scan stays processing, and every balance equals its ledger.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScanDetail } from "../../../src/contract/scans";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { SCANNED_SPEC_PDF, sampleSpec, uploadScan, type UploadFile } from "../../fixtures/scans/scan-test-client";
import { expectLedgerEqualsBalance } from "../helpers/credit-ledger";
import type { HttpClient } from "../helpers/http-client";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { havePostgresBinaries } from "../../test-environment";
import { spawnServer, stopProcesses, type ServerProcess } from "../helpers/server-process";
import { loginAs, registerUserWithCredits } from "../helpers/users";
import { freePort } from "../helpers/free-port";

const scanned = () => ({ name: "scanned spec.pdf", bytes: readFileSync(SCANNED_SPEC_PDF) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(havePostgresBinaries())("scans survive faults on PostgreSQL", () => {
  let postgres: PrivatePostgres;
  let database: Database;
  let server: ServerProcess | undefined;
  let url: string;
  const dataDir = mkdtempSync(join(tmpdir(), "scans-faults-"));
  const env: Record<string, string> = {};

  async function startServer(): Promise<void> {
    server = spawnServer(env, dataDir);
    await server.ready;
  }

  async function killServer(): Promise<void> {
    if (server) await stopProcesses([server], "SIGKILL");
  }

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    Object.assign(env, {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "info",
      // One page at a time, so the scanned book is still being read when the fault strikes.
      SCAN_THREADS: "1",
    });
    await startServer();
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
  }, 120_000);

  afterAll(async () => {
    await killServer();
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function scanningUser(
    file: UploadFile,
    delayAfterStartMs: number,
  ): Promise<{ client: HttpClient; userId: string; email: string; scanId: string }> {
    const { client, user, email } = await registerUserWithCredits({ url, db: database.db }, 2);
    const { id } = await uploadScan(client, [file]);
    // Wait until the scan is being read (a job is active), so the fault lands mid-scan.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await database.executeSql("SELECT state FROM pgboss.job WHERE id = $1", [id]);
      // A short text scan may already be done by the next look; the fault then lands just after it, still a test
      // that nothing is left processing.
      if (rows[0]?.state === "active" || rows[0]?.state === "completed") break;
      if (Date.now() > deadline) throw new Error("the scan job never started");
      await sleep(25);
    }
    await sleep(delayAfterStartMs);
    return { client, userId: user.id, email, scanId: id };
  }

  /** Polls until the scan leaves `processing`, tolerating a server that is still coming back. */
  async function settle(client: HttpClient, scanId: string, timeoutMs: number): Promise<ScanDetail> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const res = await client.get<ScanDetail>(`/api/scans/${scanId}`).catch(() => null);
      if (res?.status === 200 && res.body.status !== "processing") return res.body;
      if (Date.now() > end) {
        // The server's last log lines say where the scan stopped.
        const log = server?.output().slice(-6000) ?? "";
        throw new Error(`scan ${scanId} still processing after ${timeoutMs} ms; server log:\n${log}`);
      }
      await sleep(500);
    }
  }

  it("finishes a scan whose server was killed with SIGKILL, once the server is back", async () => {
    const { userId, email, scanId } = await scanningUser(scanned(), 1500);
    await killServer();
    const restartedAt = Date.now();
    await startServer();
    const client = await loginAs({ url }, email);

    // Within a minute the dead process's job is handed on: a new attempt runs it.
    for (;;) {
      const { rows } = await database.executeSql("SELECT state, retry_count FROM pgboss.job WHERE id = $1", [scanId]);
      const job = rows[0] as { state: string; retry_count: number } | undefined;
      if (job && job.retry_count > 0) break;
      expect(Date.now() - restartedAt).toBeLessThan(60_000);
      await sleep(250);
    }
    console.info(`SIGKILL: job handed on ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`);

    // The dead process's lease runs out, the job is handed on, and the scan is read again to the end.
    const scan = await settle(client, scanId, 150_000);
    const seconds = (Date.now() - restartedAt) / 1000;
    expect(scan.status).toBe("completed");
    expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    console.info(`SIGKILL: scan finished ${seconds.toFixed(1)} s after the restart`);
    await expectLedgerEqualsBalance(database.db, userId);
  }, 240_000);

  it("records a scan's outcome once PostgreSQL is back after a 20-second outage", async () => {
    // A short text scan, stopped under at once: it finishes during the outage, so recording its outcome fails
    // until the database is back.
    const { client, userId, scanId } = await scanningUser(sampleSpec(), 0);
    postgres.stop();
    await sleep(20_000);
    postgres.start();
    const backAt = Date.now();

    const scan = await settle(client, scanId, 90_000);
    const seconds = (Date.now() - backAt) / 1000;
    expect(scan.status).toBe("completed");
    console.info(`database outage: scan finished ${seconds.toFixed(1)} s after PostgreSQL came back`);
    expect(seconds).toBeLessThan(60);
    // Recorded by the attempt that read it, not by a second run after its lease ran out.
    const { rows } = await database.executeSql("SELECT retry_count FROM pgboss.job WHERE id = $1", [scanId]);
    expect(rows[0]).toMatchObject({ retry_count: 0 });
    await expectLedgerEqualsBalance(database.db, userId);
    // The server itself came through: it answers and its process is alive.
    expect((await client.get("/api/auth/user")).status).toBe(200);
    expect(server?.child.exitCode).toBeNull();
  }, 180_000);
});
