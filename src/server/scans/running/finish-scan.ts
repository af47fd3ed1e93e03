// Moves a scan out of `processing`, exactly once: the status change, the refund of a failed scan and the
// batch counters are one transaction, and only the call that actually changed the status does the rest.
import { and, eq, sql } from "drizzle-orm";
import type { ExtractedData } from "../../../contract/submittal";
import { describePageNumbers } from "../../../engine";
import { refundCredits } from "../../credits/refund-credits";
import type { Db } from "../../db/client";
import { batches, scans, type ScanRow } from "../../db/schema";
import { documentCompleted } from "../../projects/document-completed";
import { dropProjectOfFailedUpload } from "../../projects/project-records";

/** A failed scan is refunded, so the message can say so. */
export const OUT_OF_STORAGE_SCAN_ERROR =
  "The server ran out of storage space while reading this document. You were not charged.";

/**
 * A register with no items whose book had pages given up (they took longer than the page time limit) is not charged:
 * the pages that might have held its items were never read. The register says so; see
 * docs/decisions/0142-a-register-left-empty-by-pages-given-up-is-not-charged.md.
 */
export function givenUpWarning(pages: number[]): string {
  const one = pages.length === 1;
  return (
    `No submittals were found, and ${one ? "page" : "pages"} ${describePageNumbers(pages)} took too long to read ` +
    `and ${one ? "was" : "were"} given up, so ${one ? "it" : "they"} may hold the submittals this register lacks. ` +
    "You were not charged for this scan."
  );
}

/** True when a completed register is empty and pages of its book were given up: refunded like a failed scan. */
const leftEmptyByGivenUpPages = (data: ExtractedData) =>
  data.submittals.length === 0 && (data.pagesGivenUp?.length ?? 0) > 0;

export type ScanOutcome =
  | {
      status: "completed";
      extractedData: ExtractedData;
      /** An addendum's or bulletin's text, whose instructions its project applies (decision 0255). */
      instructionText?: string;
    }
  | {
      status: "failed";
      errorMessage: string;
      /**
       * The failure is the file's doing and it cost the service's time (a book slower to open than its limit): the
       * scan keeps its credit (docs/decisions/0265-a-book-too-slow-to-open-fails-and-is-charged.md). Every other
       * failure is refunded.
       */
      charged?: boolean;
    };

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
    const chargedFailure = outcome.status === "failed" && outcome.charged === true;
    const givenUp = outcome.status === "completed" && leftEmptyByGivenUpPages(outcome.extractedData);
    const completedData =
      outcome.status === "completed" && givenUp
        ? {
            ...outcome.extractedData,
            warnings: [
              ...(outcome.extractedData.warnings ?? []),
              givenUpWarning(outcome.extractedData.pagesGivenUp ?? []),
            ],
          }
        : outcome.status === "completed"
          ? outcome.extractedData
          : undefined;
    const [row] = await tx
      .update(scans)
      .set(
        failed
          ? // Failed scans are free (product §1): the row records that nothing was used, the ledger keeps both moves.
            // A charged failure (a book too slow to open) keeps what it used.
            {
              status: "failed",
              errorMessage: outcome.errorMessage.slice(0, 2000),
              ...(chargedFailure ? {} : { creditsUsed: 0 }),
              completedAt: new Date(),
            }
          : {
              status: "completed",
              extractedData: completedData,
              errorMessage: null,
              completedAt: new Date(),
              ...(givenUp ? { creditsUsed: 0 } : {}),
            },
      )
      .where(eq(scans.id, scanId))
      .returning();
    const refunded = (failed && !chargedFailure) || givenUp;
    if (refunded) {
      const reason = failed ? "Scan failed" : "No submittals found; pages given up";
      await refundCredits(tx, { userId: current.userId, scanId, credits: current.creditsUsed, reason });
    }
    if (row && row.status === "failed" && current.projectId) await dropProjectOfFailedUpload(tx, current.projectId);
    if (row && row.status === "completed")
      await documentCompleted(tx, row, outcome.status === "completed" ? outcome.instructionText : undefined);
    if (current.batchId) await countIntoBatch(tx, current.batchId, outcome.status, current.creditsUsed, refunded);
    return row ?? null;
  });
}

async function countIntoBatch(
  tx: Db,
  batchId: string,
  status: ScanOutcome["status"],
  credits: number,
  refunded: boolean,
): Promise<void> {
  const failed = status === "failed";
  await tx
    .update(batches)
    .set({
      completedFiles: failed ? batches.completedFiles : sql`${batches.completedFiles} + 1`,
      failedFiles: failed ? sql`${batches.failedFiles} + 1` : batches.failedFiles,
      creditsUsed: refunded ? sql`${batches.creditsUsed} - ${credits}` : batches.creditsUsed,
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
