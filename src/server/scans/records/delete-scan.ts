// Deletes one of a user's scans: its row and register in a transaction (and its batch when that was the last
// scan in it), then its stored PDF. A scan still being read cannot be deleted.
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { batches, scans } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { FileStore } from "../../storage/file-store";
import { removeFilesRetrying } from "../../storage/remove-files-retrying";
import { findScanAccess } from "../../projects/membership/scan-access";

export const SCAN_STILL_PROCESSING = "This scan is still being processed. You can delete it once it has finished.";

export type DeleteScanOptions = { db: Db; files: FileStore; log: FastifyBaseLogger; userId: string; scanId: string };

export async function deleteScan(options: DeleteScanOptions): Promise<void> {
  const { db, files, log, userId, scanId } = options;
  // A project's document is deleted by the project's owner only (an editor's upload included).
  const { row: scan } = await findScanAccess(db, userId, scanId, "owner");
  if (scan.status === "processing") throw new AppError("conflict", SCAN_STILL_PROCESSING);

  const storageKey = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(scans)
      .where(eq(scans.id, scan.id))
      .returning({ storageKey: scans.storageKey, batchId: scans.batchId });
    if (!removed) return null;
    if (removed.batchId) {
      const [left] = await tx.select({ n: count() }).from(scans).where(eq(scans.batchId, removed.batchId));
      if ((left?.n ?? 0) === 0) await tx.delete(batches).where(eq(batches.id, removed.batchId));
    }
    return removed.storageKey;
  });
  if (storageKey) await removeFilesRetrying(files, [storageKey], log);
}
