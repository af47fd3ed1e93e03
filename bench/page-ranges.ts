// Benchmark: one book across many workers. Starts PostgreSQL on loopback, the web server (not scanning) and then 1,
// then 2 `npm run worker` processes, uploads a 1,000-page text book and a scanned book, and prints each book's time
// from upload to completed register with 1 and 2 workers and the ratio (target: ≥ 1.6× on 2 cores).
// Each worker reads pages with BENCH_SCAN_THREADS page threads (default 1: one core per worker, as on separate
// machines; with the default SCAN_THREADS=2 a single worker already uses both cores of a 2-core machine).
// Run: npm run build:node && npx tsx bench/page-ranges.ts   (BENCH_SCANNED_PAGES, BENCH_WORKERS="1,2" to change;
// BENCH_BOOKS=text or =scanned times one book only)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "../src/server/db/client";
import { uploadScan, waitForScan } from "../tests/fixtures/scans/scan-test-client";
import { generatedSpecBook } from "../tests/fixtures/scans/generated-book";
import { writeScannedCopy } from "../tests/fixtures/pdf/write-scanned-pdf";
import { startPrivatePostgres } from "../tests/integration/helpers/private-postgres";
import {
  startServerOnFreePort,
  stopProcesses,
  WORKER_BUNDLE,
  type ServerProcess,
} from "../tests/integration/helpers/server-process";
import { registerUserWithCredits } from "../tests/integration/helpers/users";
import { scaledOutEnv, startWorkers } from "../tests/integration/helpers/worker-processes";

const SCANNED_PAGES = Number(process.env.BENCH_SCANNED_PAGES ?? 32);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? "1,2").split(",").map(Number);
const THREADS = process.env.BENCH_SCAN_THREADS ?? "1";
// BENCH_PIN_WORKERS=1: worker i runs on core i only (with all its threads), as on separate one-core machines; without
// it a single worker's scan thread, gzip and database calls use the second core beside its page thread.
const PIN = process.env.BENCH_PIN_WORKERS === "1";

if (!existsSync(WORKER_BUNDLE)) throw new Error("dist/worker.js is missing: run `npm run build:node` first");

mkdirSync("bench/out", { recursive: true });
const textBook = "bench/out/spec-book-1000.pdf";
if (!existsSync(textBook)) {
  console.log(`generating ${textBook} …`);
  const { copyFileSync } = await import("node:fs");
  copyFileSync(generatedSpecBook(1000), textBook);
}
const scannedBook = `bench/out/spec-book-scanned-${SCANNED_PAGES}.pdf`;
if (!existsSync(scannedBook)) {
  console.log(`generating ${scannedBook} (${SCANNED_PAGES} image-only pages at 200 dpi) …`);
  await writeScannedCopy(textBook, scannedBook, 200, SCANNED_PAGES);
}
const books = [
  { kind: "text", label: "1,000-page text book", file: textBook },
  { kind: "scanned", label: `${SCANNED_PAGES}-page scanned book (OCR)`, file: scannedBook },
].filter((book) => !process.env.BENCH_BOOKS || book.kind === process.env.BENCH_BOOKS);

const postgres = await startPrivatePostgres();
const dataDir = mkdtempSync(join(tmpdir(), "bench-page-ranges-"));
const env = scaledOutEnv({ databaseUrl: postgres.url, dataDir, env: { SCAN_THREADS: THREADS } });
// The workers run as in production; the web server only takes the uploads.
const workerEnv = { ...env, NODE_ENV: "production" };
const times = new Map<string, Map<number, number>>();
let database: Database | undefined;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); its threads are included. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th (clock ticks).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * How the scan's range jobs ran: their count, the seconds they ran added up (over the time from the first range's
 * start to the last one's end: the parallelism reached, whatever else the machine was doing), and a timeline from the
 * scan's row: until the first range started (upload check, page count, split), the ranges, the stitch.
 */
async function rangeReport(scanId: string): Promise<string> {
  const { rows } = await database!.executeSql(
    `SELECT count(*) FILTER (WHERE j.name = 'scan-range')::int AS n,
            extract(epoch FROM sum(j.completed_on - j.started_on) FILTER (WHERE j.name = 'scan-range'))::float AS busy,
            extract(epoch FROM min(j.started_on) FILTER (WHERE j.name = 'scan-range') - s.created_at)::float AS split,
            extract(epoch FROM max(j.completed_on) FILTER (WHERE j.name = 'scan-range')
                             - min(j.started_on) FILTER (WHERE j.name = 'scan-range'))::float AS span,
            extract(epoch FROM max(j.completed_on) FILTER (WHERE j.name = 'scan-stitch')
                             - max(j.started_on) FILTER (WHERE j.name = 'scan-stitch'))::float AS stitch
       FROM scans s LEFT JOIN pgboss.job j ON (j.data->>'scanId') = s.id::text AND j.name IN ('scan-range', 'scan-stitch')
      WHERE s.id = $1 GROUP BY s.created_at`,
    [scanId],
  );
  const row = rows[0] as { n: number; busy: number; split: number; span: number; stitch: number } | undefined;
  if (!row?.n) return "one job (not split)";
  const at = (n: number) => n.toFixed(1);
  return `${row.n} ranges: first started ${at(row.split)} s after the upload, ranges ${at(row.span)} s (${(row.busy / row.span).toFixed(2)} at once), stitch ${at(row.stitch)} s`;
}

let web: ServerProcess | undefined;
try {
  const webServer = await startServerOnFreePort(env, dataDir);
  web = webServer.server;
  database = await openDatabase({ databaseUrl: postgres.url, dataDir });
  const { client } = await registerUserWithCredits({ url: webServer.url, db: database.db }, 1000);

  for (const count of WORKER_COUNTS) {
    const workers = await startWorkers(count, workerEnv, dataDir);
    // Threads started later inherit their creator's affinity, so pinning every thread now pins the worker for good.
    if (PIN) workers.forEach((w, i) => execFileSync("taskset", ["-a", "-cp", String(i), String(w.child.pid)]));
    try {
      for (const book of books) {
        const cpuBefore = workers.map((worker) => cpuSeconds(worker.child.pid));
        const started = performance.now();
        const { id } = await uploadScan(client, [{ name: `${book.label}.pdf`, bytes: readFileSync(book.file) }]);
        const scan = await waitForScan(client, id, 60 * 60_000);
        const seconds = (performance.now() - started) / 1000;
        if (scan.status !== "completed") throw new Error(`${book.label}: ${scan.status} ${scan.errorMessage ?? ""}`);
        const items = scan.extractedData?.submittals.length ?? 0;
        const cpu = workers.reduce((sum, worker, i) => sum + cpuSeconds(worker.child.pid) - cpuBefore[i]!, 0);
        const report = await rangeReport(scan.id);
        console.log(
          `${book.label}, ${count} worker${count > 1 ? "s" : ""}: ${seconds.toFixed(1)} s, workers' CPU ${cpu.toFixed(1)} s ` +
            `(${(cpu / seconds).toFixed(2)} cores busy; ${scan.extractedData?.pageCount} pages, ${items} items; ${report})`,
        );
        const row = times.get(book.label) ?? new Map<number, number>();
        row.set(count, seconds);
        times.set(book.label, row);
      }
    } finally {
      await stopProcesses(workers);
    }
  }
} finally {
  await database?.close();
  if (web) await stopProcesses([web]);
  postgres.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

const [one, two] = WORKER_COUNTS;
if (one !== undefined && two !== undefined) {
  console.log(
    `\nOne book across workers (PostgreSQL on loopback, SCAN_THREADS=${THREADS} per worker${PIN ? ", worker i pinned to core i" : ""}, upload to register)`,
  );
  console.log(`| book | ${one} worker(s) s | ${two} workers s | speed-up |`);
  console.log("|---|---|---|---|");
  for (const [label, row] of times) {
    const a = row.get(one);
    const b = row.get(two);
    const ratio = a !== undefined && b !== undefined ? `${(a / b).toFixed(2)}×` : "n/a";
    console.log(`| ${label} | ${a?.toFixed(1) ?? "n/a"} | ${b?.toFixed(1) ?? "n/a"} | ${ratio} |`);
  }
}
