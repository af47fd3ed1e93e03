// Marks a range done with its stored pages and, when it was the book's last one, queues the stitch, in one
// transaction. The scan row is locked first, so two ranges finishing at once on two workers queue it exactly once.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scanRanges, scans } from "../../db/schema";
import type { JobQueue } from "../../queue/pg-boss-queue";
import { drizzleExecutor } from "../../queue/sql-executor";
import { STITCH_QUEUE, stitchJobOptions, type StitchJobData } from "./range-job-definitions";

/** "stitch": the last range is in and the stitch is queued; "more": ranges remain; "unwanted": the scan is over. */
export type RangeCompletion = "stitch" | "more" | "unwanted";

export async function completeRange(options: {
  db: Db;
  queue: JobQueue;
  scanId: string;
  rangeId: string;
  storageKey: string;
  timeoutMs: number;
}): Promise<RangeCompletion> {
  const { db, scanId, rangeId } = options;
  return db.transaction(async (tx) => {
    const [scan] = await tx
      .select({ id: scans.id })
      .from(scans)
      .where(and(eq(scans.id, scanId), eq(scans.status, "processing")))
      .for("update");
    if (!scan) return "unwanted";
    const updated = await tx
      .update(scanRanges)
      .set({ state: "done", storageKey: options.storageKey })
      .where(and(eq(scanRanges.id, rangeId), eq(scanRanges.state, "pending")))
      .returning({ id: scanRanges.id });
    // Done already (a retry raced the first attempt) or failed for good: this copy of its pages is not needed.
    if (updated.length === 0) return "unwanted";
    const open = await tx
      .select({ id: scanRanges.id })
      .from(scanRanges)
      .where(and(eq(scanRanges.scanId, scanId), ne(scanRanges.state, "done")))
      .limit(1);
    if (open.length > 0) return "more";
    const data: StitchJobData = { scanId };
    await options.queue.send(STITCH_QUEUE, data, {
      ...stitchJobOptions(options.timeoutMs),
      id: scanId,
      db: drizzleExecutor(tx),
    });
    return "stitch";
  });
}
