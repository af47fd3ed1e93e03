// Keeps the file store to what scans need: the uploads of failed scans (never read again) and files no scan
// refers to (an upload cut off by a crash, a row deleted while its file could not be) are removed. Runs at start-up
// and hourly in every scanning process; an upload still arriving is left alone because it was written recently.
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { scanRanges, scans } from "../../db/schema";
import type { FileStore } from "../../storage/file-store";

/** A file unreferenced for this long is an orphan. Uploads in progress are written to continuously. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export type SweepResult = { failedUploads: number; orphans: number; partials: number };

export async function sweepStoredFiles(options: {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  now?: number;
  minAgeMs?: number;
}): Promise<SweepResult> {
  const { db, files, log } = options;
  const now = options.now ?? Date.now();
  const result: SweepResult = { failedUploads: 0, orphans: 0, partials: 0 };
  const minAge = options.minAgeMs ?? ORPHAN_MIN_AGE_MS;
  result.partials = (await files.removeAbandonedPartials?.(minAge)) ?? 0;

  const failed = await db
    .select({ id: scans.id, storageKey: scans.storageKey })
    .from(scans)
    .where(and(eq(scans.status, "failed"), isNotNull(scans.storageKey)));
  for (const { id, storageKey } of failed) {
    if (!storageKey) continue;
    await files.remove(storageKey);
    await db.update(scans).set({ storageKey: null }).where(eq(scans.id, id));
    result.failedUploads += 1;
  }

  // Listed before the keys are read: a file saved in between is young and skipped, never mistaken for an orphan.
  const stored = await files.list();
  const rows = await db.select({ storageKey: scans.storageKey }).from(scans).where(isNotNull(scans.storageKey));
  // The stored pages of a book's page ranges are referenced by their range until the scan is finished.
  const rangeRows = await db
    .select({ storageKey: scanRanges.storageKey })
    .from(scanRanges)
    .where(isNotNull(scanRanges.storageKey));
  const referenced = new Set([...rows, ...rangeRows].map((row) => row.storageKey));
  for (const { key, modifiedAt } of stored) {
    if (referenced.has(key) || now - modifiedAt.getTime() < minAge) continue;
    await files.remove(key);
    result.orphans += 1;
  }
  if (result.failedUploads + result.orphans + result.partials > 0)
    log.info(result, "removed stored files no scan needs");
  return result;
}
