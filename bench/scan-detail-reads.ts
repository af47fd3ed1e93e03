// Benchmark: repeat reads of one long register, GET /api/scans/:id with `Accept-Encoding: br` at 10 connections for
// 10 s, against the production server (`node dist/main.js`, NODE_ENV=production, embedded PGlite), first with the
// encoded answers cache off (SCAN_DETAIL_CACHE_MB=0: each answer read, serialised and brotli-encoded afresh), then on
// (the default); then GET /api/scans, the list, for reference. Prints requests per second, p50/p99 latency, the
// server's CPU per request, the answer's size and the load average.
// Run: npm run build:node && npx tsx bench/scan-detail-reads.ts   (BENCH_SECONDS, BENCH_ITEMS to change the run)
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { users } from "../src/server/db/schema";
import { insertCompletedScan } from "../tests/integration/helpers/completed-scan";
import { freePort } from "../tests/integration/helpers/free-port";
import { HttpClient } from "../tests/integration/helpers/http-client";
import { spawnServer, type ServerProcess } from "../tests/integration/helpers/server-process";
import { makeDetailBenchRegister } from "./scan-detail-register";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 514);
const CONNECTIONS = 10;
const WARM_UP_MS = 1500;

const dataDir = mkdtempSync(join(tmpdir(), "scan-detail-reads-"));
const email = "bench@example.test";
const password = "correct horse battery";
const baseEnv = {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "info", // production's default: two lines per request, as a real server writes them
};

async function withServer<T>(
  env: Record<string, string>,
  work: (url: string, server: ServerProcess) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = spawnServer({ ...baseEnv, ...env, PORT: String(port) }, process.cwd());
  try {
    await server.ready;
    return await work(`http://127.0.0.1:${port}`, server);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

/** User plus system CPU time of a process so far, in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks of 1/100 s
  } catch {
    return NaN;
  }
}

type Load = { requests: number; seconds: number; latencies: number[]; bytes: number; statuses: Set<number> };

/** CONNECTIONS keep-alive connections, each sending the next request when its answer is read, until the deadline. */
async function load(url: string, headers: Record<string, string>, ms: number): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statuses = new Set<number>();
  let bytes = 0;
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const start = performance.now();
      const req = request(url, { agent, headers }, (res) => {
        statuses.add(res.statusCode ?? 0);
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => {
          latencies.push(performance.now() - start);
          resolve();
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await get();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, seconds, latencies, bytes, statuses };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(name: string, cacheMb: string, path: string): Promise<void> {
  await withServer({ SCAN_DETAIL_CACHE_MB: cacheMb }, async (url, server) => {
    const client = new HttpClient(url);
    const login = await client.post("/api/login", { email, password });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    const headers = {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "accept-encoding": "br",
    };
    await load(`${url}${path}`, headers, WARM_UP_MS);
    const loadBefore = loadavg()[0]!;
    const cpuBefore = cpuMs(server.child.pid!);
    const run = await load(`${url}${path}`, headers, SECONDS * 1000);
    const cpu = cpuMs(server.child.pid!) - cpuBefore;
    const loadAfter = loadavg()[0]!;
    if (run.statuses.size !== 1 || !run.statuses.has(200)) throw new Error(`statuses ${[...run.statuses].join(", ")}`);
    const sorted = [...run.latencies].sort((a, b) => a - b);
    console.log(
      `| ${name} | ${(run.requests / run.seconds).toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ` +
        `${percentile(sorted, 0.99).toFixed(1)} | ${(cpu / run.requests).toFixed(2)} | ` +
        `${(run.bytes / run.requests / 1024).toFixed(1)} | ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} |`,
    );
  });
}

try {
  // The account through the API; the register straight into the database while no server holds it.
  await withServer({}, async (url) => {
    const res = await new HttpClient(url).post("/api/register", {
      email,
      password,
      firstName: "Bench",
      lastName: "User",
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  let scanId: string;
  try {
    await runMigrations(database);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const register = makeDetailBenchRegister(ITEMS);
    scanId = await insertCompletedScan(database.db, {
      userId: user!.id,
      fileName: "Medical Center Specifications.pdf",
      extractedData: register,
    });
  } finally {
    await database.close();
  }

  console.log(
    `GET /api/scans/:id, ${ITEMS} items, Accept-Encoding: br, ${CONNECTIONS} connections, ${SECONDS} s ` +
      `(after ${WARM_UP_MS} ms of warm-up), production server on PGlite, ${process.platform} ${process.arch}`,
  );
  console.log("| detail cache | req/s | p50 ms | p99 ms | server CPU ms/req | KB/answer | load average (1 min) |");
  console.log("|---|---|---|---|---|---|---|");
  const path = `/api/scans/${scanId}`;
  await measure("off (SCAN_DETAIL_CACHE_MB=0)", "0", path);
  await measure("on (default)", "", path);
  // The floor every signed-in read pays (session, a small query, the log lines): the list the issue compared with.
  await measure("reference: GET /api/scans, the list (1 scan)", "", "/api/scans");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
