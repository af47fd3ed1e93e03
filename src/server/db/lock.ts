// An exclusive lock file in DATA_DIR: PGlite has no locking of its own, and two processes on one folder lose rows.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another process (pid ${pid}) is already using the data folder ${dataDir}. ` +
        `Stop it first, or point DATA_DIR at another folder, or set DATABASE_URL to use PostgreSQL.`,
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = { file: string; release: () => void };

/** Lock files this process holds: a file naming our own pid is ours only if it is in here. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      heldByThisProcess.add(file);
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          heldByThisProcess.delete(file);
          try {
            if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(readLockFile(file), 10);
    if (holder === process.pid) {
      // Our own pid: either this process already holds the lock, or a previous run of a container (whose server is
      // always pid 1) left it behind. Only the first is a conflict.
      if (heldByThisProcess.has(file)) throw new DataDirLockedError(dataDir, holder);
    } else if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // Stale (dead pid or unreadable): remove it and try again; `wx` keeps two racing takers from both winning.
    try {
      unlinkSync(file);
    } catch {
      // Another process removed it first.
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}

function readLockFile(file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
}
