// The uploads store of this installation: DATA_DIR/uploads, or an S3-compatible bucket (config.storage). Every
// feature that needs it may open its own.
import { join } from "node:path";
import type { Config } from "../config";
import type { FileStore } from "./file-store";
import { createLocalFileStore } from "./local-file-store";
import type { S3StorageConfig } from "./storage-config";

/** This machine's copies of bucket objects (DATA_DIR is private to the server's user). */
export const OBJECT_COPIES_DIR = "object-copies";

export function openFileStore(config: Pick<Config, "dataDir" | "storage">): FileStore {
  const { storage } = config;
  if (storage.kind === "local") return createLocalFileStore(join(config.dataDir, "uploads"));
  return whenUsed(() => openS3FileStore(storage, join(config.dataDir, OBJECT_COPIES_DIR)));
}

// The S3 SDK takes about 100 ms to load: only installations that use a bucket pay for it, at the first call.
async function openS3FileStore(storage: S3StorageConfig, copiesDir: string): Promise<FileStore> {
  const [{ createS3Client, createS3FileStore }, { createLocalCopies }] = await Promise.all([
    import("./s3-file-store"),
    import("./local-copies"),
  ]);
  return createS3FileStore({
    client: createS3Client(storage),
    bucket: storage.bucket,
    copies: createLocalCopies(copiesDir),
  });
}

function whenUsed(open: () => Promise<FileStore>): FileStore {
  let store: Promise<FileStore> | undefined;
  const get = () => (store ??= open());
  return {
    save: async (source) => (await get()).save(source),
    openLocal: async (key, options) => (await get()).openLocal(key, options),
    remove: async (key) => (await get()).remove(key),
    list: async () => (await get()).list(),
  };
}
