// Removes uploads whose rows are gone. A key that cannot be removed now (a busy disk, a transient store error) is
// retried a few times; what is still left is taken by the orphan sweep, so deletion always completes.
import type { FastifyBaseLogger } from "fastify";
import type { FileStore } from "./file-store";

const ATTEMPTS = 3;
const BACKOFF_MS = 200;

export async function removeFilesRetrying(files: FileStore, keys: string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    for (let attempt = 1; ; attempt++) {
      try {
        await files.remove(key);
        break;
      } catch (err) {
        if (attempt >= ATTEMPTS) {
          log.warn({ err, key }, "stored file not removed; the orphan sweep will remove it");
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * attempt));
      }
    }
  }
}
