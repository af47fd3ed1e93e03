// The multi-machine set-up of docs/deployment.md without a shared disk: a web server that does not scan and an
// `npm run worker` process (the built bundles), each with a data folder of its own, sharing only PostgreSQL and an
// S3-compatible bucket (a real s3rver process on loopback).
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { OBJECT_COPIES_DIR } from "../../../src/server/storage/open-file-store";
import { sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";
import { startS3Server, type S3TestServer } from "../helpers/s3-server";
import { startServerOnFreePort, stopProcesses, WORKER_BUNDLE, type ServerProcess } from "../helpers/server-process";
import { registerUserWithCredits } from "../helpers/users";
import { startWorkers } from "../helpers/worker-processes";

const runnable = Boolean(process.env.TEST_DATABASE_URL) && existsSync(WORKER_BUNDLE);

describe.runIf(runnable)("a web server and a worker on separate disks, sharing a bucket", () => {
  let s3: S3TestServer;
  let postgres: FreshPostgresDatabase;
  let database: Database;
  let url: string;
  const processes: ServerProcess[] = [];
  const webDir = mkdtempSync(join(tmpdir(), "web-machine-"));
  const workerDir = mkdtempSync(join(tmpdir(), "worker-machine-"));

  beforeAll(async () => {
    s3 = await startS3Server();
    postgres = await createPostgresDatabase();
    const shared = {
      ...s3.env,
      DATABASE_URL: postgres.url,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "info",
      SCAN_THREADS: "0",
    };
    // The web server migrates; the worker starts on a ready schema.
    const web = await startServerOnFreePort({ ...shared, DATA_DIR: webDir, SCAN_WORKERS_IN_WEB: "false" }, webDir);
    processes.push(web.server);
    url = web.url;
    processes.push(...(await startWorkers(1, { ...shared, DATA_DIR: workerDir }, workerDir)));
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: webDir });
  }, 120_000);

  afterAll(async () => {
    await stopProcesses(processes);
    await database?.close();
    await postgres?.drop();
    await s3?.close();
    for (const dir of [webDir, workerDir]) rmSync(dir, { recursive: true, force: true });
  });

  it("scans an upload received by the web server on the worker, shows its pages, and deletes it everywhere", async () => {
    const { client } = await registerUserWithCredits({ url, db: database.db }, 1);
    const { id } = await uploadScan(client, [sampleSpec()]);
    const scan = await waitForScan(client, id);
    expect(scan.status).toBe("completed");
    expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    expect(await s3.objectNames()).toHaveLength(1);

    const page = await client.fetch(`/api/scans/${id}/pages/1/image`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("image/png");

    // Neither machine keeps uploads of its own: the web server a copy for the viewer, the worker nothing after the scan.
    for (const dir of [webDir, workerDir]) expect(existsSync(join(dir, "uploads"))).toBe(false);
    const workerCopies = join(workerDir, OBJECT_COPIES_DIR, "private");
    expect(existsSync(workerCopies) ? readdirSync(workerCopies) : []).toEqual([]);
    expect(readdirSync(join(webDir, OBJECT_COPIES_DIR, "reused")).length).toBeGreaterThan(0);

    expect((await client.delete(`/api/scans/${id}`)).status).toBe(204);
    expect(await s3.objectNames()).toEqual([]);
    expect(readdirSync(join(webDir, OBJECT_COPIES_DIR, "reused"))).toEqual([]);
    const logs = processes.map((p) => p.output()).join("\n");
    expect(logs).not.toMatch(/"level":50/); // nothing logged as an error
  }, 120_000);
});
