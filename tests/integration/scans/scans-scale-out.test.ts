// Scale-out on PostgreSQL with the built bundles: two web processes that do not scan, two `npm run worker`
// processes that do, uploads on one web server, progress over the WebSocket of the other.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { sampleSpec, uploadScan, waitForScan, watchProgress } from "../../fixtures/scans/scan-test-client";
import { createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { WORKER_BUNDLE } from "../helpers/server-process";
import { registerUserWithCredits } from "../helpers/users";
import { startScanProcesses, type ScanProcesses } from "../helpers/worker-processes";

const runnable = Boolean(process.env.TEST_DATABASE_URL) && existsSync(WORKER_BUNDLE);

describe.runIf(runnable)("scanning scaled out over PostgreSQL (built server and workers)", () => {
  let postgres: FreshPostgresDatabase;
  let database: Database;
  let processes: ScanProcesses;
  const dataDir = mkdtempSync(join(tmpdir(), "scans-scale-out-"));

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    const env = { SCAN_THREADS: "2" };
    processes = await startScanProcesses({ databaseUrl: postgres.url, dataDir, env, webServers: 2, workers: 2 });
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
  });

  afterAll(async () => {
    await processes?.stop();
    await database?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs uploads from one web server on the workers and streams progress to the other", async () => {
    const [webA, webB] = processes.urls as [string, string];
    const { client } = await registerUserWithCredits({ url: webA, db: database.db }, 2);

    const onB = new HttpClient(webB);
    for (const [name, value] of client.cookies) onB.cookies.set(name, value);
    const created = await uploadScan(onB, [sampleSpec("one.pdf"), sampleSpec("two.pdf")], "/api/scans/batch");

    const socket = watchProgress(webA, client.cookies, created.id);
    const { messages, closeCode } = await socket.done;
    expect(closeCode).toBe(1000);
    expect(messages.at(-1)).toMatchObject({ scanId: created.id, status: "completed" });
    for (const id of created.scanIds) {
      const scan = await waitForScan(client, id);
      expect(scan.status).toBe("completed");
      expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    }
    const workerLogs = processes.workers.map((worker) => worker.output());
    expect(workerLogs.join("\n")).not.toMatch(/"level":50/); // no errors logged by the workers
  });
});
