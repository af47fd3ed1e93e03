// The real start-up path (dist/main.js): data-folder lock, failed migrations, bad config, graceful shutdown.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { migratedPgliteTemplate } from "../helpers/pglite-template";
import { spawnServer, type ServerProcess } from "../helpers/server-process";

const started: ServerProcess[] = [];
const folders: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "submittal-start-"));
  folders.push(dir);
  return dir;
}

/** A data folder holding an already-migrated database: skips initdb, which takes many seconds on 2 cores. */
async function preparedDataDir(): Promise<string> {
  const dataDir = tempDir();
  const pg = await PGlite.create(join(dataDir, "db"), { loadDataDir: await migratedPgliteTemplate() });
  await pg.close();
  return dataDir;
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each test starts Node processes that each load PGlite (WASM); generous for a busy 2-core machine.
const PROCESS_TEST_TIMEOUT_MS = 180_000;

describe("server start-up", () => {
  it(
    "refuses a second server on the same DATA_DIR, and releases the lock on SIGTERM",
    async () => {
      const dataDir = await preparedDataDir();
      const first = spawnServer({ DATA_DIR: dataDir }, dataDir);
      started.push(first);
      await first.ready;
      expect(existsSync(join(dataDir, "server.lock"))).toBe(true);

      const second = spawnServer({ DATA_DIR: dataDir }, dataDir);
      started.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Another process (pid ${first.child.pid}) is already using the data folder`);

      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "takes over a lock left by a process that no longer runs",
    async () => {
      const dataDir = await preparedDataDir();
      const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]);
      writeFileSync(join(dataDir, "server.lock"), `${dead.pid}\n`);
      const server = spawnServer({ DATA_DIR: dataDir }, dataDir);
      started.push(server);
      await server.ready;
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "stops with the error when a migration fails",
    async () => {
      const dataDir = await preparedDataDir();
      // Forget that the migrations ran: re-running the first one meets its own tables and must fail, not be skipped.
      const pg = await PGlite.create(join(dataDir, "db"));
      await pg.exec("delete from drizzle.__drizzle_migrations");
      await pg.close();

      const server = spawnServer({ DATA_DIR: dataDir }, dataDir);
      started.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/Start-up failed/);
      expect(server.output()).toMatch(/already exists/);
      expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "lists every bad configuration value and exits",
    async () => {
      const dataDir = tempDir();
      const server = spawnServer({ DATA_DIR: dataDir, PORT: "not-a-port", SMTP_URL: "http://wrong" }, dataDir);
      started.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain("Invalid configuration");
      expect(server.output()).toMatch(/PORT:/);
      expect(server.output()).toMatch(/SMTP_URL: must be a smtp:\/\/ or smtps:\/\/ URL/);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "requires SESSION_SECRET in production",
    async () => {
      const dataDir = tempDir();
      const server = spawnServer({ DATA_DIR: dataDir, NODE_ENV: "production" }, dataDir);
      started.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain("SESSION_SECRET: required when NODE_ENV=production");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
