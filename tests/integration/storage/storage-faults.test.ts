// The file store under pressure: a full disk answers 507 with a message and keeps nothing, and the stored-file
// sweep removes what no scan needs (partial uploads left by a crash, uploads of failed scans) and nothing else.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { OUT_OF_STORAGE_MESSAGE } from "../../../src/server/http/app-error";
import { scans } from "../../../src/server/db/schema";
import { sweepStoredFiles } from "../../../src/server/scans/recovery/sweep-unneeded-files";
import { openFileStore } from "../../../src/server/storage/open-file-store";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { havePostgresBinaries } from "../../test-environment";
import { expectLedgerEqualsBalance } from "../helpers/credit-ledger";
import { MAIN_BUNDLE, spawnServer, stopProcesses, type ServerProcess } from "../helpers/server-process";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, registerUserWithCredits } from "../helpers/users";
import { upload, uploadScan, type UploadFile } from "../../fixtures/scans/scan-test-client";
import { writeSlowPageBook } from "../../fixtures/pdf/hostile-pdfs";
import type { ScanDetail } from "../../../src/contract/scans";
import { HttpClient } from "../helpers/http-client";
import { freePort } from "../helpers/free-port";

describe.runIf(havePostgresBinaries())("a full upload disk", () => {
  let server: ServerProcess | undefined;
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
    const mountUploads = 'mount -t tmpfs -o size=2m tmpfs "$DATA_DIR/uploads" && exec "$@"';
    server = spawnServer(
      {
        HOME: dataDir,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        SESSION_SECRET: randomBytes(32).toString("hex"),
      },
      process.cwd(),
      MAIN_BUNDLE,
      { launcher: ["unshare", "-rm", "sh", "-c", mountUploads, "sh"] },
    );
    await server.ready;
  }, 60_000);

  afterAll(async () => {
    if (server) await stopProcesses([server]);
    await database?.close();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 507 with a message and charges nothing", async () => {
    const { client, user } = await registerUserWithCredits({ url, db: database.db }, 1);
    const bigPdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(3 * 1024 * 1024)]);
    const res = await upload(client, "/api/scans", [{ name: "big.pdf", bytes: bigPdf }]);
    expect(res).toEqual({ status: 507, body: { message: OUT_OF_STORAGE_MESSAGE, code: "INSUFFICIENT_STORAGE" } });
    const me = (await client.get<{ credits: number }>("/api/auth/user")).body;
    expect(me.credits).toBe(1);
    expect(await database.db.select().from(scans).where(eq(scans.userId, user.id))).toEqual([]);
  });
});

/** A specification section per page whose three submittal items carry a hundred characters of varied words each. */
function sectionWithSubmittals(page: number): string[] {
  let state = page * 7919;
  const word = () => {
    let text = "";
    for (let i = 0; i < 4 + (state % 6); i++) {
      state = (state * 1103515245 + 12345) % 2147483648;
      text += String.fromCharCode(97 + (state % 26));
    }
    return text;
  };
  const words = (n: number) => Array.from({ length: n }, word).join(" ");
  const number = `${String(2 + (page % 30)).padStart(2, "0")} ${String(page % 100).padStart(2, "0")} 13`;
  return [
    `SECTION ${number} - ${words(2).toUpperCase()}`,
    "PART 1 - GENERAL",
    "1.1 ACTION SUBMITTALS",
    `A. Product Data: ${words(14)}.`,
    `B. Shop Drawings: ${words(14)}.`,
    `C. Samples: ${words(14)}.`,
    `END OF SECTION ${number}`,
  ];
}

describe("a full disk under the embedded database, as a scan finishes", () => {
  // The whole DATA_DIR (PGlite's files and the uploads) is a small tmpfs in a private mount namespace, held open by
  // a sleeping process; the server runs inside that namespace (nsenter), and the test reaches the files through
  // /proc/<holder>/root to fill the disk and to read the database once the server has stopped.
  const dataDir = mkdtempSync(join(tmpdir(), "full-db-disk-"));
  let holder: ChildProcess;
  let server: ServerProcess | undefined;
  let url: string;
  const inside = (path: string) => `/proc/${holder.pid}/root${path}`;
  const filler = () => inside(join(dataDir, "filler"));

  async function startServer(): Promise<void> {
    server = spawnServer(
      {
        HOME: dataDir,
        PORT: new URL(url).port,
        DATA_DIR: dataDir,
        SESSION_SECRET: "s".repeat(32),
        SCAN_THREADS: "0",
        SCAN_RECOVERY_INTERVAL_MS: "2000",
      },
      process.cwd(),
      MAIN_BUNDLE,
      { launcher: ["nsenter", "--preserve-credentials", "-U", "-m", "-t", String(holder.pid)] },
    );
    await server.ready;
  }

  async function stopServer(): Promise<void> {
    if (server) await stopProcesses([server]);
  }

  /** Writes zeros until the disk is full (ENOSPC). */
  function fillDisk(): void {
    const chunk = Buffer.alloc(1 << 20);
    const fd = openSync(filler(), "w");
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      closeSync(fd);
    }
  }

  beforeAll(async () => {
    url = `http://127.0.0.1:${await freePort()}`;
    holder = spawn("unshare", ["-rm", "sh", "-c", 'mount -t tmpfs -o size=160m tmpfs "$DATA_DIR" && exec sleep 600'], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
      stdio: "ignore",
    });
    for (let i = 0; !readFileSync(`/proc/${holder.pid}/mountinfo`, "utf8").includes(dataDir); i++) {
      if (i > 100) throw new Error("the tmpfs was not mounted");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);

  afterAll(async () => {
    await stopServer();
    holder?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "ends the scan failed-and-refunded or completed within a minute after space returns, the ledger equal to the balance",
    { timeout: 240_000 },
    async () => {
      await startServer();
      const { user, email, password } = await registerUser({ url });
      await stopServer();
      // The server holds the embedded database alone: credits are granted while it is stopped.
      const database = await openDatabase({ databaseUrl: undefined, dataDir: inside(dataDir) });
      await grantCredits(database.db, { userId: user.id, credits: 3, reason: "test setup", actorId: null });
      await database.close();
      await startServer();

      const client = new HttpClient(url);
      expect((await client.post("/api/login", { email, password })).status).toBe(200);
      // Page 2 takes several seconds to read: the disk fills while the scan runs and is full when it ends.
      const book = join(tmpdir(), `slow-${randomUUID()}.pdf`);
      // A register of a few hundred items with varied words: recording it needs new database pages on the full disk.
      await writeSlowPageBook(book, { pages: 40, slowPage: 2, segments: 4_000_000, lines: sectionWithSubmittals });
      const file: UploadFile = { name: "slow.pdf", bytes: readFileSync(book) };
      rmSync(book);
      const { id: scanId } = await uploadScan(client, [file]);
      fillDisk();

      // Full for 20 s: the scan has finished reading by then and could not record its outcome.
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      const during = await client.get<ScanDetail>(`/api/scans/${scanId}`).catch(() => null);
      rmSync(filler());
      const spaceBack = Date.now();

      let scan: ScanDetail | undefined;
      while (Date.now() - spaceBack < 60_000) {
        const res = await client.get<ScanDetail>(`/api/scans/${scanId}`).catch(() => null);
        if (res?.status === 200 && res.body.status !== "processing") {
          scan = res.body;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const recoverSeconds = (Date.now() - spaceBack) / 1000;
      console.log(
        `full disk for 20 s; during it the scan read back ${during?.status ?? "no answer"} ` +
          `${during?.status === 200 ? during.body.status : ""}; it ended ${scan?.status ?? "never"} ` +
          `${recoverSeconds.toFixed(1)} s after space returned (${scan?.extractedData?.submittals.length ?? 0} items) ${scan?.errorMessage ?? ""}`,
      );
      expect(scan, "still processing a minute after space returned").toBeDefined();
      expect(["completed", "failed"]).toContain(scan!.status);

      await stopServer();
      const after = await openDatabase({ databaseUrl: undefined, dataDir: inside(dataDir) });
      try {
        expect(await expectLedgerEqualsBalance(after.db, user.id)).toBe(scan!.status === "failed" ? 3 : 2);
      } finally {
        await after.close();
      }
    },
  );
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
    expect(result).toEqual({ failedUploads: 1, orphans: 1, partials: 0 });
    const left = readdirSync(uploads).sort();
    expect(left).toEqual([kept, notAnUpload, youngOrphan].sort());
    expect(existsSync(join(uploads, oldOrphan))).toBe(false);
    const [row] = await server.db.select().from(scans).where(eq(scans.id, failed!.id));
    expect(row?.storageKey).toBeNull();
  });
});
