// Scale-out on PostgreSQL with the built bundles: two web processes that do not scan, two `npm run worker`
// processes that do, uploads on one web server, progress over the WebSocket of the other.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScanResponseSchema } from "../../src/contract/scans";
import { grantCredits } from "../../src/server/credits/grant-credits";
import { openDatabase, type Database } from "../../src/server/db/client";
import { sampleSpec, upload, waitForScan, watchProgress } from "../fixtures/scans/scan-test-client";
import { createPostgresDatabase, type FreshPostgresDatabase } from "./helpers/backends";
import { HttpClient } from "./helpers/http-client";
import { registerUser } from "./helpers/users";
import { freePort } from "./helpers/free-port";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));
const runnable = Boolean(process.env.TEST_DATABASE_URL) && existsSync(join(DIST, "worker.js"));

type Child = { child: ChildProcess; output: () => string; ready: Promise<void> };

function start(bundle: string, env: Record<string, string>, readyText: string): Child {
  const child = spawn(process.execPath, [join(DIST, bundle)], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${bundle} exited with ${code}:\n${output}`)));
  });
  ready.catch(() => {});
  return { child, output: () => output, ready };
}

describe.runIf(runnable)("scanning scaled out over PostgreSQL (built server and workers)", () => {
  let postgres: FreshPostgresDatabase;
  let database: Database;
  const children: Child[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "scans-scale-out-"));
  const urls: string[] = [];

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SCAN_WORKERS_IN_WEB: "false",
      SCAN_THREADS: "2",
    };
    // The first web server migrates; the others start on a ready schema.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const web = start("main.js", { ...env, PORT: String(port) }, "Submittal Scanner is ready");
      children.push(web);
      await web.ready;
      urls.push(`http://127.0.0.1:${port}`);
    }
    for (let i = 0; i < 2; i++) children.push(start("worker.js", env, "scan worker is ready"));
    await Promise.all(children.map((c) => c.ready));
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
  });

  afterAll(async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await database?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs uploads from one web server on the workers and streams progress to the other", async () => {
    const [webA, webB] = urls as [string, string];
    const { client, user } = await registerUser({ url: webA });
    await grantCredits(database.db, { userId: user.id, credits: 2, reason: "test setup", actorId: null });

    const onB = new HttpClient(webB);
    for (const [name, value] of client.cookies) onB.cookies.set(name, value);
    const res = await upload(onB, "/api/scans/batch", [sampleSpec("one.pdf"), sampleSpec("two.pdf")]);
    expect(res.status).toBe(201);
    const created = createScanResponseSchema.parse(res.body);

    const socket = watchProgress(webA, client.cookies, created.id);
    const { messages, closeCode } = await socket.done;
    expect(closeCode).toBe(1000);
    expect(messages.at(-1)).toMatchObject({ scanId: created.id, status: "completed" });
    for (const id of created.scanIds) {
      const scan = await waitForScan(client, id);
      expect(scan.status).toBe("completed");
      expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    }
    const workerLogs = children.slice(2).map((c) => c.output());
    expect(workerLogs.join("\n")).not.toMatch(/"level":50/); // no errors logged by the workers
  });
});
