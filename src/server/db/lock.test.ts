// The data-folder lock on a real folder: a stale lock holding this process's own pid (a restarted container, where the
// server is always pid 1) is taken over; a lock this process really holds is not.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./lock";

const folders: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "submittal-lock-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("data-folder lock", () => {
  it("takes over a stale lock that holds this process's own pid", () => {
    const dir = dataDir();
    writeFileSync(join(dir, "server.lock"), `${process.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("still refuses a second lock while this process holds the first, and allows it after release", () => {
    const dir = dataDir();
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`Another process (pid ${process.pid})`);
    first.release();
    acquireDataDirLock(dir).release();
  });

  it("refuses a lock held by another running process", () => {
    const dir = dataDir();
    // The parent of this process is alive and is not this process.
    writeFileSync(join(dir, "server.lock"), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });
});
