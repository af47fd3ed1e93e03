// The file store under pressure: a full disk answers 507 with a message and keeps nothing, and the stored-file
// sweep removes what no scan needs (partial uploads left by a crash, uploads of failed scans) and nothing else.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../src/server/credits/grant-credits";
import { openDatabase, type Database } from "../../src/server/db/client";
import { OUT_OF_STORAGE_MESSAGE } from "../../src/server/http/app-error";
import { scans } from "../../src/server/db/schema";
import { sweepStoredFiles } from "../../src/server/scans/recovery/sweep-stored-files";
import { openFileStore } from "../../src/server/storage/open-file-store";
import { startPrivatePostgres, type PrivatePostgres } from "./helpers/private-postgres";
import { MAIN_BUNDLE } from "./helpers/server-process";
import { startTestServer, type TestServer } from "./helpers/test-server";
import { registerUser } from "./helpers/users";
import { upload } from "../fixtures/scans/scan-test-client";
import { freePort } from "./helpers/free-port";

describe("a full upload disk", () => {
  let child: ChildProcess;
  let url: string;
  let postgres: PrivatePostgres;
  let database: Database;
  const dataDir = mkdtempSync(join(tmpdir(), "full-disk-"));

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    mkdirSync(join(dataDir, "uploads"));
    // On PostgreSQL, so the database is not on the small disk. The uploads folder is a 2 MB file system of its own, mounted in a private mount namespace (no root needed).
    child = spawn(
      "unshare",
      ["-rm", "sh", "-c", 'mount -t tmpfs -o size=2m tmpfs "$DATA_DIR/uploads" && exec "$NODE_BIN" "$MAIN"'],
      {
        env: {
          PATH: process.env.PATH ?? "",
          HOME: dataDir,
          NODE_ENV: "test",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: postgres.url,
          SESSION_SECRET: randomBytes(32).toString("hex"),
          NODE_BIN: process.execPath,
          MAIN: MAIN_BUNDLE,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Submittal Scanner is ready")) resolve();
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 507 with a message and charges nothing", async () => {
    const { client, user } = await registerUser({ url });
    await grantCredits(database.db, { userId: user.id, credits: 1, reason: "test setup", actorId: null });
    const bigPdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(3 * 1024 * 1024)]);
    const res = await upload(client, "/api/scans", [{ name: "big.pdf", bytes: bigPdf }]);
    expect(res).toEqual({ status: 507, body: { message: OUT_OF_STORAGE_MESSAGE, code: "INSUFFICIENT_STORAGE" } });
    const me = (await client.get<{ credits: number }>("/api/auth/user")).body;
    expect(me.credits).toBe(1);
    expect(await database.db.select().from(scans).where(eq(scans.userId, user.id))).toEqual([]);
  });
});

describe("the stored-file sweep", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("removes orphans older than an hour and failed scans' uploads, keeping everything a scan needs", async () => {
    const uploads = join(server.config.dataDir, "uploads");
    mkdirSync(uploads, { recursive: true });
    const put = (name: string, ageMs: number) => {
      writeFileSync(join(uploads, name), "%PDF-1.7\n");
      const at = new Date(Date.now() - ageMs);
      utimesSync(join(uploads, name), at, at);
      return name;
    };
    const oldOrphan = put(`${randomUUID()}.pdf`, 2 * 3600_000);
    const youngOrphan = put(`${randomUUID()}.pdf`, 60_000);
    const kept = put(`${randomUUID()}.pdf`, 5 * 3600_000);
    const ofFailed = put(`${randomUUID()}.pdf`, 5 * 3600_000);
    const notAnUpload = put("README.txt", 5 * 3600_000);

    const { user } = await registerUser(server);
    const base = { userId: user.id, fileName: "x.pdf", fileSize: 9 };
    await server.db.insert(scans).values({ ...base, status: "completed", storageKey: kept });
    const [failed] = await server.db
      .insert(scans)
      .values({ ...base, status: "failed", storageKey: ofFailed })
      .returning();

    const result = await sweepStoredFiles({ db: server.db, files: openFileStore(server.config), log: server.app.log });
    expect(result).toEqual({ failedUploads: 1, orphans: 1 });
    const left = readdirSync(uploads).sort();
    expect(left).toEqual([kept, notAnUpload, youngOrphan].sort());
    expect(existsSync(join(uploads, oldOrphan))).toBe(false);
    const [row] = await server.db.select().from(scans).where(eq(scans.id, failed!.id));
    expect(row?.storageKey).toBeNull();
  });
});
