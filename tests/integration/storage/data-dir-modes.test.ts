// DATA_DIR is private whatever the umask: the folder and its sub-folders 0700, every file (PGlite's, the lock, the
// session secret, uploads) 0600 — started here under umask 000, which made PGlite's files world-writable before.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalFileStore } from "../../../src/server/storage/local-file-store";
import { startTestServer } from "../helpers/test-server";

function modesUnder(dir: string): Array<{ path: string; mode: string }> {
  const out = [{ path: dir, mode: (statSync(dir).mode & 0o777).toString(8) }];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    out.push({ path, mode: (statSync(path).mode & 0o777).toString(8) });
  }
  return out;
}

describe("DATA_DIR file modes", () => {
  const parent = mkdtempSync(join(tmpdir(), "submittal-modes-"));
  const previousUmask = process.umask(0);
  afterAll(() => {
    process.umask(previousUmask);
    rmSync(parent, { recursive: true, force: true });
  });

  it("keeps the folder 0700 and its files 0600 under umask 000", async () => {
    const dataDir = join(parent, "data");
    // No SESSION_SECRET: the server generates one into DATA_DIR, as on a laptop.
    const server = await startTestServer({ dataDir, env: { SESSION_SECRET: "" } });
    try {
      // A new table: files PGlite creates while running are private too.
      await server.database.executeSql("create table mode_probe (id int primary key, note text)", []);
      await server.database.executeSql("insert into mode_probe values (1, 'x')", []);
      await server.database.executeSql("checkpoint", []);
      await createLocalFileStore(join(dataDir, "uploads")).save(Readable.from([Buffer.from("%PDF-1.7\n")]));
      const entries = modesUnder(dataDir);
      const names = entries.map((e) => e.path.slice(dataDir.length));
      expect(names).toEqual(expect.arrayContaining(["/session-secret", "/server.lock", "/db/global/pg_control"]));
      expect(names.some((n) => n.startsWith("/uploads/"))).toBe(true);
      const open = entries.filter((e) => {
        const isDir = statSync(e.path).isDirectory();
        return isDir ? e.mode !== "700" : e.mode !== "600";
      });
      expect(open).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
