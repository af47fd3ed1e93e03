// `npm run worker`: a process that only runs scan jobs from the shared queue (scale-out; needs DATABASE_URL).
import { existsSync } from "node:fs";
import pino from "pino";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { createScanRuntime } from "./scans/scan-runtime";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded database belongs to the web server's process; scans already run there.
    throw new ConfigError([
      "DATABASE_URL: a separate worker needs PostgreSQL; with the embedded database the server runs scans itself",
    ]);
  }
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const runtime = await createScanRuntime({ config, database, log, runWorkers: true });
  await runtime.start();
  log.info({ concurrency: config.scans.concurrency, threads: config.scans.threads }, "scan worker is ready");

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "scan worker shutting down");
    setTimeout(() => process.exit(1), 30_000).unref();
    runtime
      .stop()
      .finally(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
