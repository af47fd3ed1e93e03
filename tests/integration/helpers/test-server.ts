// Starts the real server (HTTP on 127.0.0.1, real database) for one test file or test.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DestinationStream } from "pino";
import { loadConfig, type Config } from "../../../src/server/config";
import type { Database, Db } from "../../../src/server/db/client";
import type { AppInstance } from "../../../src/server/http/app-context";
import { startServer } from "../../../src/server/start-server";
import { createPostgresDatabase, type Backend } from "./backends";
import { migratedPgliteTemplate } from "./pglite-template";

export const TEST_ADMIN_EMAIL = "admin@example.test";

export type TestServerOptions = {
  /** Default "pglite". "postgres" needs TEST_DATABASE_URL and gets a fresh database of its own. */
  backend?: Backend;
  /** With "postgres": this existing database instead of a fresh one, left in place on close (a server restarted on
   * the same data). */
  postgresUrl?: string;
  /** Extra environment variables, read by the same config loader as production (e.g. SMTP_URL). */
  env?: Record<string, string>;
  /** Reuse a data folder (e.g. to test the lock); by default a fresh temporary folder. */
  dataDir?: string;
  migrationsDir?: string;
  webDir?: string;
  /** Receives the server's log lines (set env LOG_LEVEL too: the default is silent). */
  logStream?: DestinationStream;
};

export type TestServer = {
  url: string;
  app: AppInstance;
  db: Db;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? "pglite";
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "submittal-test-"));
  const postgres =
    backend !== "postgres"
      ? undefined
      : options.postgresUrl
        ? { url: options.postgresUrl, drop: async () => {} }
        : await createPostgresDatabase();

  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SUPER_ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    LOG_LEVEL: "silent",
    // Suites register many users from one address; the rate-limit test lowers this.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    // Suites stage scans as `processing` straight in the database, with no job behind them; the periodic sweep
    // would (rightly) requeue and fail them in mid-test. The suites about the sweep set their own interval.
    SCAN_RECOVERY_INTERVAL_MS: "3600000",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });

  const cleanup = async () => {
    await postgres?.drop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startServer({
      config,
      migrationsDir: options.migrationsDir,
      webDir: options.webDir,
      logStream: options.logStream,
      pgliteTemplate: backend === "pglite" && !options.migrationsDir ? await migratedPgliteTemplate() : undefined,
    });
    // The port is only known now; e-mailed links should point at this server.
    if (!options.env?.APP_URL) config.appUrl = server.url;
    return {
      url: server.url,
      app: server.app,
      db: server.database.db,
      database: server.database,
      config,
      close: async () => {
        await server.close();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
