// An upload cut off part-way leaves no partial file behind: a request aborted by its client removes it at once, a
// server stopped with SIGTERM mid-upload removes it as it exits, and one killed with SIGKILL has it removed when it
// starts again (not an hour later by the stored-file sweep). The built server as a real process, on PostgreSQL.
import { request, type ClientRequest } from "node:http";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { freePort } from "../helpers/free-port";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { spawnServer, stopProcesses, type ServerProcess } from "../helpers/server-process";
import { registerUserWithCredits } from "../helpers/users";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BOUNDARY = "partialUploadBoundary";

describe("partial uploads", () => {
  let postgres: PrivatePostgres;
  let database: Database;
  let server: ServerProcess | undefined;
  let url = "";
  const dataDir = mkdtempSync(join(tmpdir(), "partial-uploads-"));
  const uploads = join(dataDir, "uploads");
  const env: Record<string, string> = {};

  async function startServer(): Promise<void> {
    server = spawnServer(env, dataDir);
    await server.ready;
  }

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    mkdirSync(uploads, { recursive: true });
    Object.assign(env, {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      SESSION_SECRET: randomBytes(32).toString("hex"),
    });
    await startServer();
  }, 120_000);

  afterAll(async () => {
    if (server) await stopProcesses([server], "SIGKILL");
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts a 100 MB upload, sends 8 MB of it and keeps the request open; resolves once its file is on disk. */
  async function startUpload(): Promise<ClientRequest> {
    const { client } = await registerUserWithCredits({ url, db: database.db }, 50);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const target = new URL("/api/scans", url);
    const req = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: "POST",
      headers: {
        cookie,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(100 * 1024 * 1024),
      },
    });
    req.on("error", () => {}); // the server going away is the point
    req.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="book.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    for (let i = 0; i < 8; i++) req.write(Buffer.alloc(1024 * 1024, 0x20));
    for (let i = 0; readdirSync(uploads).length === 0; i++) {
      if (i > 200) throw new Error("the upload never reached the disk");
      await sleep(25);
    }
    return req;
  }

  it("removes the file of an upload its client aborts, at once", async () => {
    const req = await startUpload();
    req.destroy();
    for (let i = 0; i < 40 && readdirSync(uploads).length > 0; i++) await sleep(50);
    expect(readdirSync(uploads)).toEqual([]);
  }, 60_000);

  it("removes the partial file when SIGTERM stops the server mid-upload", async () => {
    const req = await startUpload();
    // The client keeps the request open: the server waits its grace period for it, then exits.
    const keepAlive = setInterval(() => req.write(Buffer.alloc(1024, 0x20)), 200);
    try {
      server?.child.kill("SIGTERM");
      await server?.exited;
    } finally {
      clearInterval(keepAlive);
      req.destroy();
    }
    expect(readdirSync(uploads)).toEqual([]);
    await startServer();
  }, 90_000);

  it("removes a partial file left by SIGKILL when the server starts again", async () => {
    const req = await startUpload();
    if (server) await stopProcesses([server], "SIGKILL");
    req.destroy();
    const left = readdirSync(uploads);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.part$/);
    await startServer();
    expect(readdirSync(uploads)).toEqual([]);
    expect(server?.output()).toContain("removed partial uploads left by an earlier run");
  }, 90_000);
});
