// File store on the local disk: one file per upload under `<root>/<key>`.
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import type { FileStore, LocalFile, StoredEntry, StoredFile } from "./file-store";
import { PRIVATE_DIR_MODE } from "../private-data-dir";
import { checkUploadKey, isUploadKey, newUploadKey } from "./upload-keys";
import { writeNewFile } from "./write-new-file";
import { partialName, removeAbandonedPartials, trackPartial } from "./partial-uploads";

export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string): string => join(root, checkUploadKey(key));

  async function save(source: Readable): Promise<StoredFile> {
    await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
    const key = newUploadKey();
    const path = pathOf(key);
    // Written under a partial name and renamed when complete: a file under a key is always a whole upload.
    const partial = join(root, partialName(key));
    const untrack = trackPartial(partial);
    try {
      await writeNewFile(source, partial);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    } finally {
      untrack();
    }
    const { size } = await stat(path);
    return { key, size };
  }

  async function openLocal(key: string): Promise<LocalFile> {
    const path = pathOf(key);
    await stat(path); // fail early and clearly when the upload is gone
    return { path, release: async () => {} };
  }

  async function remove(key: string): Promise<void> {
    const path = pathOf(key);
    await rm(path, { force: true });
    // Page images rendered for the source viewer live beside the upload and go with it.
    await rm(`${path}.pages`, { recursive: true, force: true });
  }

  async function list(): Promise<StoredEntry[]> {
    const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const entries: StoredEntry[] = [];
    // Only our own keys: anything else in the folder is not an upload and is never touched.
    for (const key of names.filter(isUploadKey)) {
      const info = await stat(join(root, key)).catch(() => null);
      if (info?.isFile()) entries.push({ key, modifiedAt: info.mtime });
    }
    return entries;
  }

  return {
    save,
    openLocal,
    remove,
    list,
    removeAbandonedPartials: (maxAgeMs) => removeAbandonedPartials(root, maxAgeMs),
  };
}
