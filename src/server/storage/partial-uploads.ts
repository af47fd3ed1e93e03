// Uploads still arriving are written under a partial name that says which process writes them
// (`<key>.<host>-<pid>.part`) and get their key only once complete. So a partial file never outlives its request:
// a failed or aborted request removes it (writeNewFile), a process that exits mid-upload (SIGTERM past the grace
// period) removes its own on the way out, and one killed outright (SIGKILL, power loss) has them removed when it
// starts again, since no process of that id is alive then. Another machine's partials on a shared volume are left
// to it, or to the hourly sweep once they are an hour old.
import { rmSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";

const HOST =
  hostname()
    .replace(/[^A-Za-z0-9-]/g, "")
    .slice(0, 63) || "host";
const PARTIAL = /^([0-9a-f-]{36}\.pdf)\.([A-Za-z0-9-]+)-(\d+)\.part$/;

/** Paths of this process's uploads in progress, whichever store writes them. */
const inProgress = new Set<string>();
let exitHookInstalled = false;

export function partialName(key: string): string {
  return `${key}.${HOST}-${process.pid}.part`;
}

/** Marks the path as being written until `done` is called; removed synchronously if the process exits first. */
export function trackPartial(path: string): () => void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const partial of inProgress) rmSync(partial, { force: true });
    });
  }
  inProgress.add(path);
  return () => inProgress.delete(path);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, someone else's
  }
}

/**
 * Removes the partial uploads in `root` that no process is writing: this machine's whose writer is gone (or is this
 * process but not writing it: a restarted container gets the same pid), and any older than `maxAgeMs`.
 */
export async function removeAbandonedPartials(root: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const names = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const match = PARTIAL.exec(name);
    if (!match) continue;
    const path = join(root, name);
    const pid = Number(match[3]);
    const ours = match[2] === HOST;
    const abandoned = ours && (pid === process.pid ? !inProgress.has(path) : !isAlive(pid));
    const old = !abandoned && now - ((await stat(path).catch(() => null))?.mtimeMs ?? now) > maxAgeMs;
    if (!abandoned && !old) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
