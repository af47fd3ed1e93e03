// `npm run worker`: a process that only runs scan jobs, for scale-out next to the web servers (docs/deployment.md).
import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createLogger } from "./logger";
import { runMigrations } from "./db/migrate";
import { createScanRuntime } from "./scans/scan-runtime";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const log = await createLogger(config, "scan-worker");
  if (!config.databaseUrl) {
    // The embedded database belongs to one process, and that process (npm start) already scans.
    throw new ConfigError(["DATABASE_URL: required by npm run worker (without it, npm start runs the scans itself)"]);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) => log.warn({ err }, "database connection lost; the next query opens a new one"),
  });
  await runMigrations(database);
  const runtime = await createScanRuntime({ config, database, log, runWorkers: true });
  await runtime.start();
  log.info({ concurrency: config.scans.concurrency, threads: config.scans.threads }, "scan worker is ready");

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), 15_000).unref();
    // A scan cut short here stays `processing`; its job is retried by whichever worker claims it next.
    runtime
      .stop()
      .then(() => database.close())
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
