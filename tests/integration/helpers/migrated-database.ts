// A database carried across a migration, for the tests that a migration keeps what an older release wrote: opened
// fresh (PGlite in a temporary folder, or a database of its own in the TEST_DATABASE_URL server), migrated as that
// release left it, given its rows, then migrated the rest of the way.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { runMigrations } from "../../../src/server/db/migrate";
import { createPostgresDatabase, type Backend, type FreshPostgresDatabase } from "./backends";
import { migrationsUpTo } from "./migrations-up-to";

export type Sql = Database["executeSql"];

export type MigratedDatabase<Old> = {
  database: Database;
  sql: Sql;
  /** What `writeOldRows` returned (ids of the rows it wrote, say). */
  old: Old;
  /** Closes the database and removes it (the PostgreSQL database, the temporary folder). */
  close: () => Promise<void>;
};

/**
 * Opens a fresh database on `backend`, applies the committed migrations up to (and with) `lastOldMigration`, runs
 * `writeOldRows` with raw SQL against that older schema, then applies every later migration. On a failure on the way
 * the database is closed and removed before the error is rethrown.
 */
export async function migratedDatabase<Old>(
  backend: Backend,
  lastOldMigration: string,
  writeOldRows: (sql: Sql) => Promise<Old>,
): Promise<MigratedDatabase<Old>> {
  const dir = mkdtempSync(join(tmpdir(), "migrated-database-"));
  let database: Database | undefined;
  let postgres: FreshPostgresDatabase | undefined;
  const close = async () => {
    await database?.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    postgres = backend === "postgres" ? await createPostgresDatabase() : undefined;
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir: join(dir, "data") });
    await runMigrations(database, migrationsUpTo(lastOldMigration, join(dir, "old-migrations")));
    const old = await writeOldRows(database.executeSql);
    await runMigrations(database);
    return { database, sql: database.executeSql, old, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Writes an account as every release has stored one; returns its id. */
export async function insertOldUser(sql: Sql, email: string): Promise<string> {
  const [user] = (await sql(`insert into users (email, password_hash) values ($1, 'x') returning id`, [email]))
    .rows as { id: string }[];
  return user!.id;
}

/** Writes a completed scan with an empty register for `userId`, as every release has stored one; returns its id. */
export async function insertOldScan(sql: Sql, userId: string): Promise<string> {
  const [scan] = (
    await sql(
      `insert into scans (user_id, file_name, file_size, status, extracted_data)
         values ($1, 'clinic.pdf', 10, 'completed', '{"submittals":[]}'::jsonb) returning id`,
      [userId],
    )
  ).rows as { id: string }[];
  return scan!.id;
}
