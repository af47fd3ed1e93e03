// The migration that lets each sent item remember which schedule fields the service holds from it: rows written
// before it keep their ids and fingerprints and read back as "not known" (nothing of theirs is cleared), and the
// stores of both services write and read the fields after it.
import { afterAll, describe, expect, it } from "vitest";
import { remoteSentItemsStore } from "../../../src/server/integrations/remote-sent-items-store";
import { sentItemsStore } from "../../../src/server/procore/sent-items-store";
import { backends } from "../helpers/backends";
import { insertOldScan, insertOldUser, migratedDatabase, type MigratedDatabase } from "../helpers/migrated-database";

const BEFORE_SCHEDULE_FIELDS = "0017_remote_sent_items_for_procore";

describe.each(backends())("sent items' schedule fields migration on %s", (backend) => {
  let migrated: MigratedDatabase<string> | undefined;
  afterAll(() => migrated?.close());

  it("reads rows from before as not known, and remembers the fields written after", async () => {
    migrated = await migratedDatabase(backend, BEFORE_SCHEDULE_FIELDS, async (sql) => {
      const scanId = await insertOldScan(sql, await insertOldUser(sql, "dates@example.test"));
      await sql(
        `insert into remote_sent_items (service, scan_id, project_ref, item_key, remote_id, number, fingerprint) values
          ('procore', $1, '42', 'p1', '562949953421', '1', 'f-p1'), ('autodesk', $1, 'b.proj', 'a1', 'uuid-1', '7', 'f-a1')`,
        [scanId],
      );
      return scanId;
    });
    const { database, old: scanId } = migrated;

    const procore = sentItemsStore(database.db, scanId, 42);
    const autodesk = remoteSentItemsStore(database.db, "autodesk", scanId, "b.proj");
    expect(await procore.list()).toEqual([
      { key: "p1", remoteId: 562949953421, number: "1", fingerprint: "f-p1", scheduleFields: null },
    ]);
    expect(await autodesk.list()).toEqual([
      { key: "a1", remoteId: "uuid-1", number: "7", fingerprint: "f-a1", scheduleFields: null },
    ]);

    await procore.record({
      key: "p1",
      remoteId: 562949953421,
      number: "1",
      fingerprint: "f-p1b",
      scheduleFields: ["required_on_site_date", "lead_time"],
    });
    await autodesk.markPending("a2", "8", ["requiredOnJobDate"]);
    expect((await procore.list())[0]!.scheduleFields).toEqual(["required_on_site_date", "lead_time"]);
    expect((await autodesk.list()).find((r) => r.key === "a2")).toEqual({
      key: "a2",
      remoteId: null,
      number: "8",
      fingerprint: null,
      scheduleFields: ["requiredOnJobDate"],
    });
  }, 60_000);
});
