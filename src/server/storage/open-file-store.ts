// The uploads store of this installation: DATA_DIR/uploads, or an S3-compatible bucket (config.storage). Every
// feature that needs it may open its own.
import { join } from "node:path";
import type { Config } from "../config";
import type { FileStore } from "./file-store";
import { createLocalCopies } from "./local-copies";
import { createLocalFileStore } from "./local-file-store";
import { createS3Client, createS3FileStore } from "./s3-file-store";

/** This machine's copies of bucket objects (DATA_DIR is private to the server's user). */
export const OBJECT_COPIES_DIR = "object-copies";

export function openFileStore(config: Pick<Config, "dataDir" | "storage">): FileStore {
  const { storage } = config;
  if (storage.kind === "local") return createLocalFileStore(join(config.dataDir, "uploads"));
  return createS3FileStore({
    client: createS3Client(storage),
    bucket: storage.bucket,
    copies: createLocalCopies(join(config.dataDir, OBJECT_COPIES_DIR)),
  });
}
