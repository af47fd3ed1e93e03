// Peak memory of the running server while it scans each file of the attack campaign at full size (a 30000×30000
// image, a million objects, 20,000 tiny pages, 20 pages of 1 MB lines, a 100-page OCR-noise book). Each file gets a
// fresh server process (production scan settings, embedded database), so its peak RSS (VmHWM) is that file's.
// Usage: npm run build:node && npx tsx bench/server-memory.ts [name-filter] [--book FILE …] [--baseline DIR] [--runs N]
// `--book FILE` (repeatable) scans that book instead of the campaign (a long real book: the server's peak on it).
// `--baseline DIR` (an earlier build's `dist`, a `node_modules` beside it) scans each file with that build too, in
// alternation, with glibc's own mmap threshold as servers ran before decision 0318; `--runs N` repeats each.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { writeCampaignPdfs } from "../tests/fixtures/pdf/hostile-pdfs";
import { upload, waitForScan } from "../tests/fixtures/scans/scan-test-client";
import { freePort } from "../tests/integration/helpers/free-port";
import { HttpClient } from "../tests/integration/helpers/http-client";
import { spawnServer } from "../tests/integration/helpers/server-process";

const args = process.argv.slice(2);
const valued = ["--book", "--baseline", "--runs"];
const books = args.flatMap((arg, i) => (args[i - 1] === "--book" ? [arg] : []));
const baseline = args.find((_, i) => args[i - 1] === "--baseline");
const runs = Number(args.find((_, i) => args[i - 1] === "--runs") ?? 1);
const filter = args.find((arg, i) => !valued.includes(arg) && !valued.includes(args[i - 1] ?? ""));
const builds: { name: string; bundle?: string; env: Record<string, string | undefined> }[] = [
  ...(baseline
    ? [{ name: "baseline", bundle: join(resolve(baseline), "main.js"), env: { MALLOC_MMAP_THRESHOLD_: undefined } }]
    : []),
  { name: "this", env: {} },
];
const dir = "bench/out/campaign";
mkdirSync(dir, { recursive: true });
const files = (
  books.length > 0 ? books.map((path) => ({ name: basename(path), path })) : await writeCampaignPdfs(dir)
).filter((file) => !filter || file.name.includes(filter));

const dataDir = mkdtempSync(join(tmpdir(), "server-memory-"));
const email = "bench@example.test";
const password = "correct horse battery";

async function withServer<T>(
  work: (url: string, pid: number) => Promise<T>,
  build: (typeof builds)[number] = builds.at(-1)!,
): Promise<T> {
  const port = await freePort();
  // The scan settings given to the bench (SCAN_THREADS=1 …) reach the server, and NODE_OPTIONS (an --import that logs
  // each thread's process.memoryUsage() names what holds the peak) and MALLOC_ARENA_MAX: what each part of it is
  // measured by. MALLOC_MMAP_THRESHOLD_=off runs it with glibc's own threshold.
  const scanSettings = Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      /^(SCAN_|MAX_CONCURRENT_SCANS$|NODE_OPTIONS$|MALLOC_ARENA_MAX$|MALLOC_MMAP_THRESHOLD_$)/.test(entry[0]) &&
      entry[1] !== undefined,
  );
  const server = spawnServer(
    {
      ...Object.fromEntries(scanSettings.map(([key, value]) => [key, value === "off" ? undefined : value])),
      ...build.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "info",
    },
    process.cwd(),
    build.bundle,
  );
  try {
    await server.ready;
    return await work(`http://127.0.0.1:${port}`, server.child.pid!);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

/** Peak resident memory of a process so far, in MB (threads included: they share the process). */
function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

try {
  await withServer(async (url) => {
    const res = await new HttpClient(url).post("/api/register", {
      email,
      password,
      firstName: "Bench",
      lastName: "User",
    });
    if (res.status !== 201) throw new Error(`register: ${res.status}`);
  });
  const env = { ...process.env, DATA_DIR: dataDir };
  const grant = spawnSync(process.execPath, ["dist/admin.js", "grant-credits", email, "1000", "--reason", "bench"], {
    env,
    encoding: "utf8",
  });
  if (grant.status !== 0) throw new Error(`grant-credits: ${grant.stderr}`);

  console.log("| file | build | size MB | outcome | seconds | server peak RSS MB |");
  console.log("|---|---|---|---|---|---|");
  for (const file of files) {
    if (!existsSync(file.path)) continue;
    const bytes = readFileSync(file.path);
    for (let run = 0; run < runs; run++) {
      for (const build of builds) {
        await withServer(async (url, pid) => {
          const client = new HttpClient(url);
          const login = await client.post("/api/login", { email, password });
          if (login.status !== 200) throw new Error(`login: ${login.status}`);
          const started = performance.now();
          const res = await upload(client, "/api/scans", [{ name: basename(file.path), bytes }]);
          if (res.status !== 201) throw new Error(`${file.name}: upload ${res.status} ${JSON.stringify(res.body)}`);
          const scan = await waitForScan(client, String(res.body.id), 40 * 60_000);
          const seconds = (performance.now() - started) / 1000;
          const outcome = scan.status === "failed" ? `failed: ${scan.errorMessage?.slice(0, 60)}` : scan.status;
          const size = (bytes.length / 1024 / 1024).toFixed(1);
          const peak = peakRssMb(pid).toFixed(0);
          console.log(`| ${file.name} | ${build.name} | ${size} | ${outcome} | ${seconds.toFixed(1)} | ${peak} |`);
        }, build);
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
