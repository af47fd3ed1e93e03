// The server's peak memory while it scans each memory bomb (tests/fixtures/pdf/memory-bombs.ts): an inline image of
// 972 MB in a 2 KB file, images behind Flate∘RunLength and LZW, four 300-megapixel images, a 1 GiB Flate stream, and
// two inline-image bombs uploaded at once by two users. The built server runs as its own process with production
// scan settings and the embedded database, so its peak RSS (VmHWM) is the server's alone; bench/memory-bombs.ts
// prints the same figures.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { openDatabase } from "../../../src/server/db/client";
import { writeMemoryBombs, type MemoryBomb } from "../../fixtures/pdf/memory-bombs";
import { uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { freePort } from "../helpers/free-port";
import { peakRssMb, spawnServer, type ServerProcess } from "../helpers/server-process";
import { loginAs, registerUser } from "../helpers/users";

const PEAK_LIMIT_MB = 600;

const dir = mkdtempSync(join(tmpdir(), "memory-bombs-"));
const dataDir = join(dir, "data");
let bombs: MemoryBomb[];
let server: ServerProcess | undefined;
let url: string;

async function startServer(): Promise<void> {
  url = `http://127.0.0.1:${await freePort()}`;
  server = spawnServer({ DATA_DIR: dataDir, PORT: new URL(url).port, LOG_LEVEL: "info" }, dir);
  await server.ready;
}

async function stopServer(): Promise<void> {
  server?.child.kill("SIGTERM");
  await server?.exited;
  server = undefined;
}

beforeAll(async () => {
  bombs = await writeMemoryBombs(dir);
}, 300_000);

afterAll(async () => {
  await stopServer();
  rmSync(dir, { recursive: true, force: true });
});

it(
  "keeps the server under 600 MB while it scans each memory bomb, alone or two at once",
  { timeout: 900_000 },
  async () => {
    // Accounts get their credits while the server is stopped: the embedded database belongs to one process.
    await startServer();
    const users = [await registerUser({ url }), await registerUser({ url })];
    await stopServer();
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    for (const { user } of users) {
      await grantCredits(database.db, { userId: user.id, credits: 100, reason: "test setup", actorId: null });
    }
    await database.close();

    const inline = bombs.find((bomb) => bomb.name === "inline-image-bomb")!;
    const cases = [
      ...bombs.map((bomb) => ({ name: bomb.name, paths: [bomb.path] })),
      { name: "two inline-image bombs at once", paths: [inline.path, inline.path] },
    ];
    const peaks: string[] = [];
    for (const item of cases) {
      // A fresh server per case: each peak is that case's.
      await startServer();
      const statuses = await Promise.all(
        item.paths.map(async (path, i) => {
          const client = await loginAs({ url }, users[i]!.email, users[i]!.password);
          const { id } = await uploadScan(client, [{ name: basename(path), bytes: readFileSync(path) }]);
          const scan = await waitForScan(client, id, 240_000);
          return scan.status;
        }),
      );
      for (const status of statuses) expect(status, item.name).not.toBe("processing");
      const peak = peakRssMb(server!.child.pid!);
      peaks.push(`${item.name}: peak ${peak.toFixed(0)} MB`);
      expect(peak, item.name).toBeLessThan(PEAK_LIMIT_MB);
      await stopServer();
    }
    console.log(peaks.join("\n"));
  },
);
