// The migration that keeps every item a save changed next to its summary: a save stored before it keeps its summary
// and signs, as it always did, only the first 50 items that summary names; a save stored after it signs every item
// it edited, included or excluded (decision 0319).
import { afterAll, describe, expect, it } from "vitest";
import type { ItemHistory } from "../../../src/contract/project-item-history";
import type { HistorySummary } from "../../../src/contract/scan-history";
import type { ExtractedData } from "../../../src/contract/submittal";
import { scanHistory } from "../../../src/server/db/schema";
import { attachItemEdits } from "../../../src/server/projects/activity/item-edits";
import { backends } from "../helpers/backends";
import { insertOldScan, insertOldUser, migratedDatabase, type MigratedDatabase } from "../helpers/migrated-database";

const BEFORE_ITEM_CHANGES = "0019_project_presence";
const LOTS = Array.from({ length: 60 }, (_, i) => `Anchor bolts, lot ${String(i + 1).padStart(2, "0")}`);

/** What a save that excluded every lot stored before the migration: all 60 counted, the first 50 named. */
const oldSummary: HistorySummary = {
  counts: { added: 0, removed: 0, edited: 0, included: 0, excluded: 60 },
  changes: LOTS.slice(0, 50).map((description) => ({ kind: "excluded", description })),
};

describe.each(backends())("scan history item changes migration on %s", (backend) => {
  let migrated: MigratedDatabase<{ userId: string; scanId: string }> | undefined;
  afterAll(() => migrated?.close());

  it("signs a save from before by its summary's 50 names, and a save from after by every item it changed", async () => {
    migrated = await migratedDatabase(backend, BEFORE_ITEM_CHANGES, async (sql) => {
      const userId = await insertOldUser(sql, "bolts@example.test");
      const scanId = await insertOldScan(sql, userId);
      await sql(`insert into scan_history (scan_id, user_id, summary, created_at) values ($1, $2, $3::jsonb, $4)`, [
        scanId,
        userId,
        JSON.stringify(oldSummary),
        "2026-12-01T10:00:00Z",
      ]);
      return { userId, scanId };
    });
    const { database, sql, old } = migrated;
    const rows = (await sql(`select item_changes from scan_history where scan_id = $1`, [old.scanId])).rows;
    expect(rows).toEqual([{ item_changes: null }]);

    const data: ExtractedData = {
      submittals: LOTS.map((description) => ({
        division: "05 - Metals",
        section: "05 05 19",
        description,
        submittalType: "Product Data",
        specifications: "",
        excluded: true,
      })),
    };
    const histories: ItemHistory[] = LOTS.map((_, index) => ({
      documentId: old.scanId,
      index,
      introducedBy: { id: old.scanId, fileName: "clinic.pdf", kind: "volume", date: "2026-12-01" },
      changes: [],
      edits: [],
    }));
    const editsOf = async (index: number) =>
      (await attachItemEdits(database.db, histories, [{ documentId: old.scanId, data }]))[index]!.edits.map((e) => [
        e.kind,
        e.who,
        e.at,
      ]);
    const before = ["excluded", "bolts@example.test", "2026-12-01T10:00:00.000Z"];
    expect(await editsOf(0)).toEqual([before]);
    expect(await editsOf(49)).toEqual([before]);
    expect(await editsOf(50)).toEqual([]);

    // A later save includes every lot again, with the full list a save now stores.
    await database.db.insert(scanHistory).values({
      scanId: old.scanId,
      userId: old.userId,
      summary: {
        counts: { added: 0, removed: 0, edited: 0, included: 60, excluded: 0 },
        changes: LOTS.slice(0, 50).map((description) => ({ kind: "included", description })),
      },
      itemChanges: LOTS.map((description) => ({ kind: "included", description })),
      createdAt: new Date("2026-12-02T10:00:00Z"),
    });
    const after = ["included", "bolts@example.test", "2026-12-02T10:00:00.000Z"];
    expect(await editsOf(0)).toEqual([before, after]);
    expect(await editsOf(50)).toEqual([after]);
    expect(await editsOf(59)).toEqual([after]);
  }, 60_000);
});
