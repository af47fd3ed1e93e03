// The server's peak memory while it scans the hostile files that once drove it past 600 MB (scaled-down twins of the
// campaign's: 1 MB text lines, many objects, many tiny pages, an image bomb, OCR noise). The built server runs as its
// own process with production scan settings and the embedded database, so its peak RSS (VmHWM) is the server's alone.
// The full-size files are measured by bench/server-memory.ts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { openDatabase } from "../../../src/server/db/client";
import { writeHostilePdfs, type HostilePdf } from "../../fixtures/pdf/hostile-pdfs";
import { uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { freePort } from "../helpers/free-port";
import { peakRssMb, spawnServer, type ServerProcess } from "../helpers/server-process";
import { loginAs, registerUser } from "../helpers/users";

// 600 MB is the goal (issue "Robustness and security III"). Since opening moved into a page thread (decision 0265)
// the tiny-pages book peaked at 593-624 MB here (a loaded clean-clone run past 630 MB); read in text-sized ranges
// (decision 0297) and with the JavaScript side in the memory budget (decision 0140's amendment) the worst file
// measured 502-510 MB (tiny-pages; the others 360-489 MB) at load 8-14, so the limit is the goal: 600 MB, a margin
// of 90 MB. The bombs this guards against reached 1,200 MB and more.
const PEAK_LIMIT_MB = 600;
const MEASURED = ["megabyte-lines", "many-objects", "tiny-pages", "image-bomb", "ocr-noise"];

const dir = mkdtempSync(join(tmpdir(), "hostile-memory-"));
const dataDir = join(dir, "data");
let files: HostilePdf[];
let server: ServerProcess | undefined;
let url: string;

async function startServer(): Promise<void> {
  url = `http://127.0.0.1:${await freePort()}`;
  // Production scan settings (SCAN_THREADS defaults to 2); only the port and data folder are the test's.
  server = spawnServer({ DATA_DIR: dataDir, PORT: new URL(url).port, LOG_LEVEL: "info" }, dir);
  await server.ready;
}

async function stopServer(): Promise<void> {
  server?.child.kill("SIGTERM");
  await server?.exited;
  server = undefined;
}

beforeAll(async () => {
  files = (await writeHostilePdfs(dir)).filter((file) => MEASURED.includes(file.name));
  expect(files.map((file) => file.name).sort()).toEqual([...MEASURED].sort());
}, 120_000);

afterAll(async () => {
  await stopServer();
  rmSync(dir, { recursive: true, force: true });
});

it("keeps the server under 600 MB while it scans each memory-hungry hostile file", { timeout: 900_000 }, async () => {
  // The account gets its credits while the server is stopped: the embedded database belongs to one process.
  await startServer();
  const { user, email, password } = await registerUser({ url });
  await stopServer();
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await grantCredits(database.db, { userId: user.id, credits: 100, reason: "test setup", actorId: null });
  await database.close();

  const peaks: string[] = [];
  for (const file of files) {
    // A fresh server per file: each peak is that file's.
    await startServer();
    const client = await loginAs({ url }, email, password);
    const { id } = await uploadScan(client, [{ name: basename(file.path), bytes: readFileSync(file.path) }]);
    const scan = await waitForScan(client, id, file.budgetMs);
    expect(scan.status, file.name).not.toBe("processing");
    const peak = peakRssMb(server!.child.pid!);
    peaks.push(`${file.name}: ${scan.status}, peak ${peak.toFixed(0)} MB`);
    expect(peak, file.name).toBeLessThan(PEAK_LIMIT_MB);
    if (file.name === "megabyte-lines") {
      expect(scan.extractedData?.warnings?.join("\n")).toMatch(/only the first 256 KB of each were read/);
    }
    await stopServer();
  }
  console.log(peaks.join("\n"));
});
