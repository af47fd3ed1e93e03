// The migration that moves what was sent to Procore into the table every service shares: each item's Procore id,
// number and fingerprint survive it, so a re-send after the upgrade updates the items Procore has and never creates
// a second copy.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { runMigrations } from "../../../src/server/db/migrate";
import { sentItemsStore } from "../../../src/server/procore/sent-items-store";
import { backends, createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";
import { migrationsUpTo } from "../helpers/migrations-up-to";

const BEFORE_SHARED_TABLE = "0016_autodesk_send";

describe.each(backends())("Procore's sent items migration on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "procore-sent-migration-"));
  let database: Database | undefined;
  let postgres: FreshPostgresDatabase | undefined;
  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every item's Procore id, number and fingerprint, and the store reads them back", async () => {
    postgres = backend === "postgres" ? await createPostgresDatabase() : undefined;
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir: join(dir, "data") });
    await runMigrations(database, migrationsUpTo(BEFORE_SHARED_TABLE, join(dir, "old-migrations")));
    const sql = database.executeSql;
    const [user] = (
      await sql(`insert into users (email, password_hash) values ('sent@example.test', 'x') returning id`)
    ).rows as { id: string }[];
    const [scan] = (
      await sql(
        `insert into scans (user_id, file_name, file_size, status, extracted_data)
           values ($1, 'clinic.pdf', 10, 'completed', '{"submittals":[]}'::jsonb) returning id`,
        [user!.id],
      )
    ).rows as { id: string }[];
    await sql(
      `insert into procore_sent_items (scan_id, project_id, item_key, remote_id, number, fingerprint) values
        ($1, 9007199254, 'a1', 562949953421, '05 12 00-1', 'f-a1'), ($1, 9007199254, 'a2', null, '05 12 00-2', null)`,
      [scan!.id],
    );

    await runMigrations(database);

    const store = sentItemsStore(database.db, scan!.id, 9007199254);
    expect((await store.list()).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "a1", remoteId: 562949953421, number: "05 12 00-1", fingerprint: "f-a1", scheduleFields: null },
      { key: "a2", remoteId: null, number: "05 12 00-2", fingerprint: null, scheduleFields: null },
    ]);
    const tables = await sql(`select to_regclass('public.procore_sent_items') is null as gone`);
    expect(tables.rows).toEqual([{ gone: true }]);
  }, 60_000);
});
