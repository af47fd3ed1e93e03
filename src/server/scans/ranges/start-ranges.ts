// Splits a scan into page ranges: in one transaction, a row per range and a job per range, so a crash leaves either
// a scan still in its lane's job (which splits it again) or every range queued. Doing it twice changes nothing.
import { and, asc, eq } from "drizzle-orm";
import type { PageRange } from "../../../engine";
import type { Db } from "../../db/client";
import { scanRanges } from "../../db/schema";
import type { JobQueue } from "../../queue/pg-boss-queue";
import { drizzleExecutor } from "../../queue/sql-executor";
import { RANGE_QUEUE, rangeJobOptions, type RangeJobData } from "./range-job-definitions";
import { ownerRangesInFlight, rangePriority } from "./range-turns";

export async function startRanges(options: {
  db: Db;
  queue: JobQueue;
  scanId: string;
  ranges: readonly PageRange[];
  timeoutMs: number;
}): Promise<void> {
  const { db, queue, scanId } = options;
  // Users take turns (range-turns.ts): the book's n-th range waits behind every other user's n-th range in flight,
  // counting the ranges its owner already has waiting or running.
  const inFlight = await ownerRangesInFlight(db, scanId, { exceptScanId: scanId });
  await db.transaction(async (tx) => {
    await tx
      .insert(scanRanges)
      .values(options.ranges.map((range) => ({ scanId, firstPage: range.from, lastPage: range.to })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: scanRanges.id })
      .from(scanRanges)
      .where(and(eq(scanRanges.scanId, scanId), eq(scanRanges.state, "pending")))
      .orderBy(asc(scanRanges.firstPage));
    const jobDb = drizzleExecutor(tx);
    for (const [index, row] of rows.entries()) {
      const data: RangeJobData = { scanId, rangeId: row.id };
      const priority = rangePriority(inFlight + index);
      // The job id is the range's: sending it again for a range already queued is a no-op.
      await queue.send(RANGE_QUEUE, data, { ...rangeJobOptions(options.timeoutMs), id: row.id, priority, db: jobDb });
    }
  });
  queue.wake(RANGE_QUEUE);
}
