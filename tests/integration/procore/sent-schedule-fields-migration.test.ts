// The migration that lets each sent item remember which schedule fields the service holds from it: rows written
// before it keep their ids and fingerprints and read back as "not known" (nothing of theirs is cleared), and the
// stores of both services write and read the fields after it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { runMigrations } from "../../../src/server/db/migrate";
import { remoteSentItemsStore } from "../../../src/server/integrations/remote-sent-items-store";
import { sentItemsStore } from "../../../src/server/procore/sent-items-store";
import { backends, createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";
import { migrationsUpTo } from "../helpers/migrations-up-to";

const BEFORE_SCHEDULE_FIELDS = "0017_remote_sent_items_for_procore";

describe.each(backends())("sent items' schedule fields migration on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "sent-schedule-migration-"));
  let database: Database | undefined;
  let postgres: FreshPostgresDatabase | undefined;
  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads rows from before as not known, and remembers the fields written after", async () => {
    postgres = backend === "postgres" ? await createPostgresDatabase() : undefined;
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir: join(dir, "data") });
    await runMigrations(database, migrationsUpTo(BEFORE_SCHEDULE_FIELDS, join(dir, "old-migrations")));
    const sql = database.executeSql;
    const [user] = (
      await sql(`insert into users (email, password_hash) values ('dates@example.test', 'x') returning id`)
    ).rows as { id: string }[];
    const [scan] = (
      await sql(
        `insert into scans (user_id, file_name, file_size, status, extracted_data)
           values ($1, 'clinic.pdf', 10, 'completed', '{"submittals":[]}'::jsonb) returning id`,
        [user!.id],
      )
    ).rows as { id: string }[];
    await sql(
      `insert into remote_sent_items (service, scan_id, project_ref, item_key, remote_id, number, fingerprint) values
        ('procore', $1, '42', 'p1', '562949953421', '1', 'f-p1'), ('autodesk', $1, 'b.proj', 'a1', 'uuid-1', '7', 'f-a1')`,
      [scan!.id],
    );

    await runMigrations(database);

    const procore = sentItemsStore(database.db, scan!.id, 42);
    const autodesk = remoteSentItemsStore(database.db, "autodesk", scan!.id, "b.proj");
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
