// Removes the stored pages of a scan's ranges once the scan is finished (completed or failed): they are only read by
// the stitch. A file that cannot be removed now is left to the stored-file sweep (its key is cleared either way).
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { scanRanges } from "../../db/schema";
import type { FileStore } from "../../storage/file-store";
import { removeFilesRetrying } from "../../storage/remove-files-retrying";

export async function removeRangePages(
  db: Db,
  files: FileStore,
  scanId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const rows = await db
    .select({ id: scanRanges.id, key: scanRanges.storageKey })
    .from(scanRanges)
    .where(and(eq(scanRanges.scanId, scanId), isNotNull(scanRanges.storageKey)));
  if (rows.length === 0) return;
  await db
    .update(scanRanges)
    .set({ storageKey: null })
    .where(
      inArray(
        scanRanges.id,
        rows.map((row) => row.id),
      ),
    );
  await removeFilesRetrying(
    files,
    rows.flatMap((row) => (row.key ? [row.key] : [])),
    log,
  );
}
