// The web process's broadcast: over PostgreSQL when the database is a server other processes may share, in-process
// on the embedded database.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createInProcessBroadcast, createPostgresBroadcast, type ProcessBroadcast } from "../db/process-broadcast";

export async function openProcessBroadcast(
  config: Pick<Config, "databaseUrl">,
  database: Database,
  log: FastifyBaseLogger,
): Promise<ProcessBroadcast> {
  const onError = (err: unknown) => log.error({ err }, "process broadcast error");
  return database.pool && config.databaseUrl
    ? createPostgresBroadcast({ connectionString: config.databaseUrl, notifier: database.pool, onError })
    : createInProcessBroadcast(onError);
}
