// Moves a scan out of `processing`, exactly once: the status change, the refund of a failed scan and the
// batch counters are one transaction, and only the call that actually changed the status does the rest.
import { and, eq, sql } from "drizzle-orm";
import type { ExtractedData } from "../../../contract/submittal";
import { refundCredits } from "../../credits/refund-credits";
import type { Db } from "../../db/client";
import { batches, scans, type ScanRow } from "../../db/schema";

export const GENERIC_SCAN_ERROR = "An unexpected error occurred during processing.";
/** A failed scan is refunded, so the message can say so. */
export const OUT_OF_STORAGE_SCAN_ERROR =
  "The server ran out of storage space while reading this document. You were not charged.";

export type ScanOutcome =
  { status: "completed"; extractedData: ExtractedData } | { status: "failed"; errorMessage: string };

/** Returns the updated row, or null when the scan had already left `processing` (nothing was changed). */
export async function finishScan(db: Db, scanId: string, outcome: ScanOutcome): Promise<ScanRow | null> {
  return db.transaction(async (tx) => {
    // The row lock makes a concurrent finisher (a retried job, the recovery sweep) wait, then see it is done.
    const [current] = await tx
      .select()
      .from(scans)
      .where(and(eq(scans.id, scanId), eq(scans.status, "processing")))
      .for("update");
    if (!current) return null;
    const failed = outcome.status === "failed";
    const [row] = await tx
      .update(scans)
      .set(
        failed
          ? // Failed scans are free (spec §1): the row records that nothing was used, the ledger keeps both moves.
            {
              status: "failed",
              errorMessage: outcome.errorMessage.slice(0, 2000),
              creditsUsed: 0,
              completedAt: new Date(),
            }
          : { status: "completed", extractedData: outcome.extractedData, errorMessage: null, completedAt: new Date() },
      )
      .where(eq(scans.id, scanId))
      .returning();
    if (failed) {
      await refundCredits(tx, { userId: current.userId, scanId, credits: current.creditsUsed, reason: "Scan failed" });
    }
    if (current.batchId) await countIntoBatch(tx, current.batchId, outcome.status, current.creditsUsed);
    return row ?? null;
  });
}

async function countIntoBatch(tx: Db, batchId: string, status: ScanOutcome["status"], credits: number): Promise<void> {
  const failed = status === "failed";
  await tx
    .update(batches)
    .set({
      completedFiles: failed ? batches.completedFiles : sql`${batches.completedFiles} + 1`,
      failedFiles: failed ? sql`${batches.failedFiles} + 1` : batches.failedFiles,
      creditsUsed: failed ? sql`${batches.creditsUsed} - ${credits}` : batches.creditsUsed,
    })
    .where(eq(batches.id, batchId));
  // The batch is done when every file is; it failed only if every file failed.
  await tx
    .update(batches)
    .set({
      status: sql`case when ${batches.failedFiles} = ${batches.totalFiles} then 'failed' else 'completed' end`,
      completedAt: new Date(),
    })
    .where(
      and(eq(batches.id, batchId), sql`${batches.completedFiles} + ${batches.failedFiles} >= ${batches.totalFiles}`),
    );
}
