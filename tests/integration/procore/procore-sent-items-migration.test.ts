// The migration that moves what was sent to Procore into the table every service shares: each item's Procore id,
// number and fingerprint survive it, so a re-send after the upgrade updates the items Procore has and never creates
// a second copy.
import { afterAll, describe, expect, it } from "vitest";
import { sentItemsStore } from "../../../src/server/procore/sent-items-store";
import { backends } from "../helpers/backends";
import { insertOldScan, insertOldUser, migratedDatabase, type MigratedDatabase } from "../helpers/migrated-database";

const BEFORE_SHARED_TABLE = "0016_autodesk_send";

describe.each(backends())("Procore's sent items migration on %s", (backend) => {
  let migrated: MigratedDatabase<string> | undefined;
  afterAll(() => migrated?.close());

  it("keeps every item's Procore id, number and fingerprint, and the store reads them back", async () => {
    migrated = await migratedDatabase(backend, BEFORE_SHARED_TABLE, async (sql) => {
      const scanId = await insertOldScan(sql, await insertOldUser(sql, "sent@example.test"));
      await sql(
        `insert into procore_sent_items (scan_id, project_id, item_key, remote_id, number, fingerprint) values
          ($1, 9007199254, 'a1', 562949953421, '05 12 00-1', 'f-a1'), ($1, 9007199254, 'a2', null, '05 12 00-2', null)`,
        [scanId],
      );
      return scanId;
    });
    const { database, sql, old: scanId } = migrated;

    const store = sentItemsStore(database.db, scanId, 9007199254);
    expect((await store.list()).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "a1", remoteId: 562949953421, number: "05 12 00-1", fingerprint: "f-a1", scheduleFields: null },
      { key: "a2", remoteId: null, number: "05 12 00-2", fingerprint: null, scheduleFields: null },
    ]);
    const tables = await sql(`select to_regclass('public.procore_sent_items') is null as gone`);
    expect(tables.rows).toEqual([{ gone: true }]);
  }, 60_000);
});
