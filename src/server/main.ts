// `npm start`: read config, open and migrate the database, serve API + SPA, shut down cleanly on SIGINT/SIGTERM.
import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/lock";
import { createLogger } from "./logger";
import { startServer } from "./start-server";

async function main(): Promise<void> {
  // A local .env is a convenience; real deployments set the environment themselves.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const server = await startServer({ config, logger: await createLogger(config) });
  server.app.log.info(
    { url: config.appUrl, database: server.database.kind, dataDir: config.dataDir },
    "Submittal Scanner is ready",
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, "shutting down");
    // A stuck connection must not keep the process (and the data-folder lock) alive forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
