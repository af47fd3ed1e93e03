// The app on Node 22 as well as on the Node running this suite (package.json's engines promise both): the built
// server started with Node 22 serves the app, is ready, and scans an upload to completed; the admin command runs;
// and a representative set of integration suites passes when vitest itself runs on Node 22.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { sampleSpec, uploadScan, waitForScan } from "../../fixtures/scans/scan-test-client";
import { freePort } from "../helpers/free-port";
import { findNode22 } from "../helpers/node22";
import { migratedPgliteTemplate } from "../helpers/pglite-template";
import { MAIN_BUNDLE, spawnServer, type ServerProcess } from "../helpers/server-process";
import { loginAs, registerUser } from "../helpers/users";

const ROOT = resolve(import.meta.dirname, "../../..");
const ADMIN_BUNDLE = fileURLToPath(new URL("../../../dist/admin.js", import.meta.url));
const run = promisify(execFile);

/**
 * Run again on Node 22: uploads, the engine in worker threads, the queue and progress sockets on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL; sign-up and sessions (argon2's native module); the S3 store against s3rver.
 */
const SUITES_ON_NODE_22 = [
  "tests/integration/scans/scans.test.ts",
  "tests/integration/scans/concurrent-uploads-never-overspend.test.ts",
  "tests/integration/auth/auth.test.ts",
  "tests/integration/storage/s3-storage.test.ts",
  "src/server/storage",
];

const node22 = findNode22();
const title = node22.binary === undefined ? `the app on Node 22 (skipped: ${node22.skipReason})` : "the app on Node 22";

describe.runIf(node22.binary)(title, () => {
  const binary = node22.binary ?? "";
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await server.exited;
    }
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  async function startOnNode22(dataDir: string, port: number): Promise<ServerProcess> {
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port) }, dataDir, MAIN_BUNDLE, { node: binary });
    servers.push(server);
    await server.ready;
    return server;
  }

  async function stop(server: ServerProcess): Promise<void> {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }

  it("is really Node 22", () => {
    expect(execFileSync(binary, ["--version"], { encoding: "utf8" })).toMatch(/^v22\./);
  });

  it("starts the built server, which serves the app, is ready, and scans an upload to completed", async () => {
    // A migrated database from the start: initdb takes many seconds on two busy cores, and is not what is tested.
    const dataDir = tempDir("node22-server-");
    const pg = await PGlite.create(join(dataDir, "db"), { loadDataDir: await migratedPgliteTemplate() });
    await pg.close();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    let server = await startOnNode22(dataDir, port);
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const { email } = await registerUser({ url });
    await stop(server);

    // The admin command on Node 22 too (the embedded database is one process's at a time).
    const granted = await run(binary, [ADMIN_BUNDLE, "grant-credits", email, "1", "--reason", "Node 22 test"], {
      cwd: dataDir,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, NODE_ENV: "test" },
    });
    expect(granted.stdout).toContain(email);

    server = await startOnNode22(dataDir, port);
    const client = await loginAs({ url }, email);
    const scan = await waitForScan(client, (await uploadScan(client, [sampleSpec()])).id);
    expect(scan.status).toBe("completed");
    expect(scan.extractedData?.submittals.length).toBeGreaterThan(0);
    await stop(server);
  }, 180_000);

  it("passes a representative set of integration suites with vitest on Node 22", async () => {
    const report = join(tempDir("node22-suites-"), "report.json");
    // The outer run's worker variables would make the inner vitest think it is one of its workers.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
    const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
    // One file at a time: the outer run already keeps both cores busy.
    const args = [vitest, "run", ...SUITES_ON_NODE_22, "--maxWorkers=1", "--reporter=json", `--outputFile=${report}`];
    const outcome = await run(binary, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 }).then(
      () => ({ code: 0, output: "" }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        output: `${error.stdout ?? ""}${error.stderr ?? ""}`.slice(-4000),
      }),
    );
    if (!existsSync(report))
      throw new Error(`vitest on Node 22 wrote no report (exit ${outcome.code}):\n${outcome.output}`);
    const results = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { name: string; status: string; message: string }[];
    };
    const failed = results.testResults.filter((file) => file.status !== "passed");
    expect(failed.map((file) => `${file.name}: ${file.message}`)).toEqual([]);
    expect(outcome).toEqual({ code: 0, output: "" });
    expect(results.numFailedTests).toBe(0);
    expect(results.numPassedTests).toBeGreaterThanOrEqual(30);
  }, 300_000);
});
