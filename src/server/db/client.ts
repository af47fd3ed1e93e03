// Opens the database: embedded PGlite under DATA_DIR/db by default, PostgreSQL (node-postgres) when DATABASE_URL is set.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { guardPoolClients } from "./guard-pool-clients";
import { makeDirPrivate, usePrivateFileModes } from "../private-data-dir";

/** The drizzle handle services take; a transaction has the same type, so services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type SqlResult = { rows: Record<string, unknown>[] };

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw parameterised SQL on the same connection(s); pg-boss takes this as its `db` adapter. */
  executeSql: (text: string, values?: unknown[]) => Promise<SqlResult>;
  /** The underlying clients, for code that needs driver features (only one is set). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PGlite only: a data-folder tarball (dumpDataDir) to start a NEW folder from; tests use it to skip initdb. */
  pgliteTemplate?: Blob;
  /**
   * PostgreSQL only: an idle pooled connection broke (server restart, failover, terminated backend). The pool
   * has already dropped it and opens a new one for the next query; this is for logging.
   */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.maxConnections ?? 10, options.onConnectionError)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * PostgreSQL's default 128 MB of shared buffers is written through at start-up and stays resident in PGlite's
 * WebAssembly memory (about 110 MB of the server's idle 400 MB). The embedded database serves one small install;
 * 16 MB holds its hot tables and indexes many times over.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

async function openPglite(dataDir: string, template: Blob | undefined): Promise<Database> {
  usePrivateFileModes();
  makeDirPrivate(dataDir);
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  const folder = join(dataDir, "db");
  let client: PGlite;
  try {
    const useTemplate = template !== undefined && !existsSync(join(folder, "PG_VERSION"));
    client = await PGlite.create(folder, {
      ...(useTemplate ? { loadDataDir: template } : {}),
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    // initdb and template extraction set their files' modes explicitly (0666), past the umask: narrow them.
    makeDirPrivate(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    kind: "pglite",
    db: drizzlePglite(client, { schema }) as unknown as Db,
    executeSql: async (text, values) => {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    pglite: client,
    close: once(async () => {
      try {
        // Closing twice (an outage test, then shutdown) is a no-op rather than an error.
        if (!client.closed) await client.close();
      } finally {
        lock.release();
      }
    }),
  };
}

async function openPostgres(
  connectionString: string,
  max: number,
  onConnectionError: ((error: Error) => void) | undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // Without a listener, the pool re-emits an idle connection's error as an uncaught exception and the process dies.
  pool.on("error", (error) => onConnectionError?.(error));
  // A connection that breaks while checked out must neither kill the process nor leak its pool slot.
  guardPoolClients(pool);
  // Fail at start-up, not on the first request, when the server is unreachable or the credentials are wrong.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  return {
    kind: "postgres",
    db: drizzlePg(pool, { schema }) as unknown as Db,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    pool,
    close: once(() => pool.end()),
  };
}

/** Closing twice (a shutdown racing a failed start, or a test) waits for the first close instead of throwing. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
