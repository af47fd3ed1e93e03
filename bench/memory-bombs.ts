// Peak memory of the running server while it scans each memory bomb (tests/fixtures/pdf/memory-bombs.ts), and while
// it scans two inline-image bombs uploaded at once by two users. Each case gets a fresh server process (production
// scan settings, embedded database), so its peak RSS (VmHWM) is that case's.
// Usage: npm run build:node && npx tsx bench/memory-bombs.ts [name-filter]
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { writeMemoryBombs } from "../tests/fixtures/pdf/memory-bombs";
import { upload, waitForScan } from "../tests/fixtures/scans/scan-test-client";
import { freePort } from "../tests/integration/helpers/free-port";
import { HttpClient } from "../tests/integration/helpers/http-client";
import { spawnServer } from "../tests/integration/helpers/server-process";
import { spawnSync } from "node:child_process";

const filter = process.argv[2];
const dir = "bench/out/memory-bombs";
mkdirSync(dir, { recursive: true });
const bombs = await writeMemoryBombs(dir);
const inline = bombs.find((bomb) => bomb.name === "inline-image-bomb")!;
const cases = [
  ...bombs.map((bomb) => ({ name: bomb.name, paths: [bomb.path] })),
  { name: "two-inline-image-bombs-at-once", paths: [inline.path, inline.path] },
].filter((item) => !filter || item.name.includes(filter));

const dataDir = mkdtempSync(join(tmpdir(), "memory-bombs-"));
const users = ["one", "two"].map((name) => ({ email: `${name}@example.test`, password: "correct horse battery" }));

async function withServer<T>(work: (url: string, pid: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "info" }, process.cwd());
  try {
    await server.ready;
    return await work(`http://127.0.0.1:${port}`, server.child.pid!);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

try {
  await withServer(async (url) => {
    for (const [i, user] of users.entries()) {
      const res = await new HttpClient(url).post("/api/register", { ...user, firstName: "Bench", lastName: `U${i}` });
      if (res.status !== 201) throw new Error(`register: ${res.status}`);
    }
  });
  for (const user of users) {
    const grant = spawnSync(
      process.execPath,
      ["dist/admin.js", "grant-credits", user.email, "100", "--reason", "bench"],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      },
    );
    if (grant.status !== 0) throw new Error(`grant-credits: ${grant.stderr}`);
  }
  console.log("| case | file KB | outcome | seconds | server peak RSS MB |");
  console.log("|---|---|---|---|---|");
  for (const item of cases) {
    await withServer(async (url, pid) => {
      const started = performance.now();
      const outcomes = await Promise.all(
        item.paths.map(async (path, i) => {
          const client = new HttpClient(url);
          const login = await client.post("/api/login", users[i]!);
          if (login.status !== 200) throw new Error(`login: ${login.status}`);
          const res = await upload(client, "/api/scans", [{ name: basename(path), bytes: readFileSync(path) }]);
          if (res.status !== 201) throw new Error(`${item.name}: upload ${res.status} ${JSON.stringify(res.body)}`);
          const scan = await waitForScan(client, String(res.body.id), 20 * 60_000);
          return scan.status === "failed" ? `failed: ${scan.errorMessage?.slice(0, 70)}` : scan.status;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const kb = (readFileSync(item.paths[0]!).length / 1024).toFixed(0);
      console.log(
        `| ${item.name} | ${kb} | ${outcomes.join("; ")} | ${seconds.toFixed(1)} | ${peakRssMb(pid).toFixed(0)} |`,
      );
    });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
