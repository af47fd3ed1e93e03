// Start-up sequence shared by `npm start` and the tests: database -> migrations -> app -> listen.
import type { FastifyBaseLogger } from "fastify";
import type { DestinationStream } from "pino";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { runMigrations } from "./db/migrate";
import { buildApp } from "./app";
import type { AppInstance } from "./http/app-context";

export type RunningServer = {
  app: AppInstance;
  database: Database;
  /** http://host:port the server listens on. */
  url: string;
  close: () => Promise<void>;
};

export type StartServerOptions = {
  config: Config;
  migrationsDir?: string;
  webDir?: string;
  /** See BuildAppOptions.logger. */
  logger?: FastifyBaseLogger;
  /** See OpenDatabaseOptions.pgliteTemplate. */
  pgliteTemplate?: Blob;
  /** See BuildAppOptions.logStream. */
  logStream?: DestinationStream;
};

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  let app: AppInstance | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteTemplate: options.pgliteTemplate,
    onConnectionError: (err) => app?.log.warn({ err }, "database connection lost; the next query opens a new one"),
  });
  try {
    await runMigrations(database, options.migrationsDir);
    app = await buildApp({
      config,
      database,
      webDir: options.webDir,
      migrationsDir: options.migrationsDir,
      logger: options.logger,
      logStream: options.logStream,
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const listening = app;
    let closing: Promise<void> | undefined;
    return {
      app: listening,
      database,
      url: address.replace("0.0.0.0", "127.0.0.1").replace("[::]", "127.0.0.1"),
      close: () => {
        closing ??= listening.close().finally(() => database.close());
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
