// The migration that brings projects: every scan made before it becomes a project of its own, owned by the scan's
// owner and named from the project name and number its register found, so every existing log keeps working.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { runMigrations } from "../../../src/server/db/migrate";
import { migrationsUpTo } from "../helpers/migrations-up-to";
import { backends, createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";

const BEFORE_PROJECTS = "0007_scan_export_settings";

describe.each(backends())("projects migration on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "projects-migration-"));
  let database: Database | undefined;
  let postgres: FreshPostgresDatabase | undefined;
  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives every existing scan a project of its own, named from its register", async () => {
    postgres = backend === "postgres" ? await createPostgresDatabase() : undefined;
    database = await openDatabase({ databaseUrl: postgres?.url, dataDir: join(dir, "data") });
    await runMigrations(database, migrationsUpTo(BEFORE_PROJECTS, join(dir, "old-migrations")));
    const sql = database.executeSql;
    const [user] = (await sql(`insert into users (email, password_hash) values ('old@example.test', 'x') returning id`))
      .rows as { id: string }[];
    const named = { projectName: "Riverside Library", projectNumber: "P-88", submittals: [] };
    await sql(
      `insert into scans (user_id, file_name, file_size, status, extracted_data) values
        ($1, 'named.pdf', 10, 'completed', $2::jsonb), ($1, 'plain.pdf', 10, 'completed', '{"submittals":[]}'::jsonb),
        ($1, 'failed.pdf', 10, 'failed', null)`,
      [user!.id, JSON.stringify(named)],
    );

    await runMigrations(database);

    const rows = (
      await sql(
        `select s.file_name, s.document_kind, p.user_id, p.name, p.number, p.id = s.id as same_id
           from scans s join projects p on p.id = s.project_id order by s.file_name`,
      )
    ).rows;
    expect(rows).toEqual([
      { file_name: "failed.pdf", document_kind: "volume", user_id: user!.id, name: "", number: "", same_id: true },
      {
        file_name: "named.pdf",
        document_kind: "volume",
        user_id: user!.id,
        name: "Riverside Library",
        number: "P-88",
        same_id: true,
      },
      { file_name: "plain.pdf", document_kind: "volume", user_id: user!.id, name: "", number: "", same_id: true },
    ]);
    expect((await sql("select count(*)::int as n from projects")).rows).toEqual([{ n: 3 }]);
  }, 60_000);
});
