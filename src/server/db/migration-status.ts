// Whether the database has every migration this build ships (readiness): the newest applied one is at least as new
// as the newest in the journal. A database that is ahead (a newer build migrated it first) also counts as ready.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { Database } from "./client";
import { defaultMigrationsDir } from "./migrate";

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The creation time drizzle records for the journal's newest migration. */
export function latestMigrationMillis(migrationsFolder = defaultMigrationsDir()): number {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")),
  );
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** Throws when the database cannot be reached or lacks a migration. */
export async function assertMigrationsApplied(database: Database, expectedMillis: number): Promise<void> {
  const { rows } = await database.executeSql(
    // drizzle's migrators (PGlite and node-postgres) both keep their ledger here.
    `select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
  );
  const latest = Number(rows[0]?.latest ?? 0);
  if (latest < expectedMillis) throw new Error("database migrations are not applied");
}
