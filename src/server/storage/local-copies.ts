// This machine's copies of uploads kept in a bucket: mupdf reads a book page by page from a local path, so a scan or
// the source viewer first copies the object here. A private copy is one reader's (a scan) and is deleted on release;
// a reused copy (the viewer's page images) is shared and kept until it has not been opened for `idleMs`, with the
// page images rendered beside it. Everything lives in one private folder (0700, files 0600) on this machine's disk.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import type { LocalFile } from "./file-store";
import { createHeldPaths } from "./held-paths";
import { PRIVATE_DIR_MODE } from "../private-data-dir";
import { isUploadKey } from "./upload-keys";

/** Writes the object to `target`, a new file; on failure the caller removes whatever was written. */
export type Download = (target: string) => Promise<void>;

export type LocalCopies = {
  open: (key: string, download: Download, options: { reuse: boolean }) => Promise<LocalFile>;
  /** Deletes this machine's reused copy of `key` and its page images (the upload itself was deleted). */
  forget: (key: string) => Promise<void>;
};

/** A reused copy (and its page images) not opened for this long is deleted. */
export const REUSED_COPY_IDLE_MS = 15 * 60_000;
/** Private copies and partial downloads this old were left by a process that died: no scan runs this long. */
const LEFTOVER_AGE_MS = 24 * 60 * 60_000;
/** The folder is looked over at most this often, when a copy is opened. */
const PRUNE_INTERVAL_MS = 60_000;

const PAGES_SUFFIX = ".pages";

export function createLocalCopies(root: string, options: { idleMs?: number; now?: () => number } = {}): LocalCopies {
  const idleMs = options.idleMs ?? REUSED_COPY_IDLE_MS;
  const now = options.now ?? Date.now;
  const reusedDir = join(root, "reused");
  const privateDir = join(root, "private");
  /** Paths this process is reading now: never pruned, whatever their age. */
  const { hold, letGo, isHeld, heldFile } = createHeldPaths();
  /** One download per reused copy, however many page requests arrive for a book not copied yet. */
  const downloads = new Map<string, Promise<void>>();
  let lastPrune = Number.NEGATIVE_INFINITY;

  async function openPrivate(key: string, download: Download): Promise<LocalFile> {
    const path = join(privateDir, `${randomUUID()}-${key}`);
    hold(path);
    try {
      await downloadTo(path, download);
    } catch (error) {
      letGo(path);
      throw error;
    }
    return heldFile(path, () => rm(path, { force: true }));
  }

  async function openReused(key: string, download: Download): Promise<LocalFile> {
    const path = join(reusedDir, key);
    hold(path);
    try {
      if (!(await isFile(path))) {
        let pending = downloads.get(path);
        if (!pending) {
          pending = downloadTo(path, download).finally(() => downloads.delete(path));
          downloads.set(path, pending);
        }
        await pending;
      }
      // The last use is the file's modification time, so another process on this DATA_DIR sees it too.
      const used = new Date(now());
      await utimes(path, used, used);
    } catch (error) {
      letGo(path);
      throw error;
    }
    return heldFile(path);
  }

  async function prune(): Promise<void> {
    const time = now();
    if (time - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = time;
    const reused = await entries(reusedDir);
    const copies = new Set(reused.filter((e) => isUploadKey(e.name)).map((e) => e.name));
    for (const entry of reused) {
      const path = join(reusedDir, entry.name);
      if (isHeld(path)) continue;
      if (isUploadKey(entry.name) && time - entry.modifiedAt > idleMs) {
        await forget(entry.name);
      } else if (entry.name.endsWith(PAGES_SUFFIX) && !copies.has(entry.name.slice(0, -PAGES_SUFFIX.length))) {
        await rm(path, { recursive: true, force: true }); // page images whose copy is gone
      } else if (entry.name.endsWith(".part") && time - entry.modifiedAt > LEFTOVER_AGE_MS) {
        await rm(path, { force: true });
      }
    }
    for (const entry of await entries(privateDir)) {
      const path = join(privateDir, entry.name);
      if (!isHeld(path) && time - entry.modifiedAt > LEFTOVER_AGE_MS) await rm(path, { force: true });
    }
  }

  async function open(key: string, download: Download, { reuse }: { reuse: boolean }): Promise<LocalFile> {
    await prune().catch(() => {}); // housekeeping never stands in the way of a reader
    await mkdir(reuse ? reusedDir : privateDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    return reuse ? openReused(key, download) : openPrivate(key, download);
  }

  async function forget(key: string): Promise<void> {
    const path = join(reusedDir, key);
    await rm(path, { force: true });
    await rm(`${path}${PAGES_SUFFIX}`, { recursive: true, force: true });
  }

  return { open, forget };
}

/** Downloads under a temporary name and renames, so no reader ever opens half a book. */
async function downloadTo(target: string, download: Download): Promise<void> {
  const partial = `${target}.${randomUUID()}.part`;
  try {
    await download(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ?? false;
}

async function entries(dir: string): Promise<{ name: string; modifiedAt: number }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: { name: string; modifiedAt: number }[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info) found.push({ name, modifiedAt: info.mtimeMs });
  }
  return found;
}
