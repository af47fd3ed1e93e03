// The migration that brings projects: every scan made before it becomes a project of its own, owned by the scan's
// owner and named from the project name and number its register found, so every existing log keeps working.
import { afterAll, describe, expect, it } from "vitest";
import { backends } from "../helpers/backends";
import { insertOldUser, migratedDatabase, type MigratedDatabase } from "../helpers/migrated-database";

const BEFORE_PROJECTS = "0007_scan_export_settings";

describe.each(backends())("projects migration on %s", (backend) => {
  let migrated: MigratedDatabase<string> | undefined;
  afterAll(() => migrated?.close());

  it("gives every existing scan a project of its own, named from its register", async () => {
    migrated = await migratedDatabase(backend, BEFORE_PROJECTS, async (sql) => {
      const userId = await insertOldUser(sql, "old@example.test");
      const named = { projectName: "Riverside Library", projectNumber: "P-88", submittals: [] };
      await sql(
        `insert into scans (user_id, file_name, file_size, status, extracted_data) values
          ($1, 'named.pdf', 10, 'completed', $2::jsonb), ($1, 'plain.pdf', 10, 'completed', '{"submittals":[]}'::jsonb),
          ($1, 'failed.pdf', 10, 'failed', null)`,
        [userId, JSON.stringify(named)],
      );
      return userId;
    });
    const { sql, old: userId } = migrated;

    const rows = (
      await sql(
        `select s.file_name, s.document_kind, p.user_id, p.name, p.number, p.id = s.id as same_id
           from scans s join projects p on p.id = s.project_id order by s.file_name`,
      )
    ).rows;
    expect(rows).toEqual([
      { file_name: "failed.pdf", document_kind: "volume", user_id: userId, name: "", number: "", same_id: true },
      {
        file_name: "named.pdf",
        document_kind: "volume",
        user_id: userId,
        name: "Riverside Library",
        number: "P-88",
        same_id: true,
      },
      { file_name: "plain.pdf", document_kind: "volume", user_id: userId, name: "", number: "", same_id: true },
    ]);
    expect((await sql("select count(*)::int as n from projects")).rows).toEqual([{ n: 3 }]);
  }, 60_000);
});
