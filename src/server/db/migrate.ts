// Applies the committed drizzle migrations before the server listens; any failure is thrown, never swallowed.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

// Any fixed number: PostgreSQL advisory lock id that serialises migrations when several processes start together.
const MIGRATION_LOCK_ID = 4_207_311;

/** The migrations folder, whether running from source (src/server/db) or from the bundle (dist/). */
export function defaultMigrationsDir(): string {
  const candidates = [
    new URL("./migrations", import.meta.url),
    new URL("../src/server/db/migrations", import.meta.url),
  ];
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate);
    if (existsSync(`${dir}/meta/_journal.json`)) return dir;
  }
  throw new Error("Database migrations folder not found (expected src/server/db/migrations)");
}

export async function runMigrations(database: Database, migrationsFolder = defaultMigrationsDir()): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error("Database has neither a PGlite client nor a PostgreSQL pool");
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
