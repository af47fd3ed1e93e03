// The committed migrations up to one of them, in a folder of their own: a database as an older release left it, for
// the tests that a later migration keeps what was there.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultMigrationsDir } from "../../../src/server/db/migrate";

/** Copies the migrations up to (and with) `lastTag` into `dir` and returns it; throws when there is no such tag. */
export function migrationsUpTo(lastTag: string, dir: string): string {
  cpSync(defaultMigrationsDir(), dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration tagged ${lastTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}
