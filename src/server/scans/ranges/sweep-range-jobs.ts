// The recovery sweep's part for a book read in page ranges: every range not yet done must have a live job (one whose
// worker stopped beating is handed to another worker, one lost is queued again); a range out of attempts fails the
// scan (refunded once); when every range is done, the stitch must have a live job.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scanRanges, type ScanRangeRow } from "../../db/schema";
import type { JobQueue, JobState } from "../../queue/pg-boss-queue";
import { fairPriorityOfScan } from "../running/fair-share";
import { isLeaseExpired } from "../running/scan-lease";
import { RANGE_QUEUE, STITCH_QUEUE, rangeJobOptions, stitchJobOptions } from "./range-job-definitions";

/** What the sweep must do about the scan besides the jobs it already fixed: nothing, or fail it. */
export type RangedScanVerdict = { requeued: number; reclaimed: number; fail: boolean };

const isLive = (state: JobState | undefined) => state === "created" || state === "retry" || state === "active";

export async function sweepRangeJobs(options: {
  db: Db;
  queue: JobQueue;
  scanId: string;
  scanHeartbeatAt: Date | null;
  ranges: readonly ScanRangeRow[];
  timeoutMs: number;
}): Promise<RangedScanVerdict> {
  const { db, queue, scanId } = options;
  const verdict: RangedScanVerdict = { requeued: 0, reclaimed: 0, fail: false };
  const open = options.ranges.filter((range) => range.state !== "done");
  for (const range of open) {
    if (range.state === "failed") return { ...verdict, fail: true };
    let job = await queue.getJob(RANGE_QUEUE, range.id);
    if (job?.state === "active" && isLeaseExpired(range.heartbeatAt, job.startedOn)) {
      // Its worker was killed or cut off: the job is retried (by any worker) or, out of retries, ends failed.
      await queue.failJob(RANGE_QUEUE, range.id, "the range's worker stopped responding");
      verdict.reclaimed += 1;
      job = await queue.getJob(RANGE_QUEUE, range.id);
    }
    if (!job) {
      const priority = await fairPriorityOfScan(db, scanId);
      await queue.send(
        RANGE_QUEUE,
        { scanId, rangeId: range.id },
        { ...rangeJobOptions(options.timeoutMs), id: range.id, priority },
      );
      verdict.requeued += 1;
    } else if (!isLive(job.state)) {
      // The job ended without the range: unless it was marked done in the meantime, it failed for good.
      const [now] = await db.select({ state: scanRanges.state }).from(scanRanges).where(eq(scanRanges.id, range.id));
      if (now?.state !== "done") return { ...verdict, fail: true };
    }
  }
  if (open.length > 0) return verdict;

  let stitch = await queue.getJob(STITCH_QUEUE, scanId);
  if (stitch?.state === "active" && isLeaseExpired(options.scanHeartbeatAt, stitch.startedOn)) {
    await queue.failJob(STITCH_QUEUE, scanId, "the stitch's worker stopped responding");
    verdict.reclaimed += 1;
    stitch = await queue.getJob(STITCH_QUEUE, scanId);
  }
  if (!stitch) {
    await queue.send(STITCH_QUEUE, { scanId }, { ...stitchJobOptions(options.timeoutMs), id: scanId });
    verdict.requeued += 1;
  } else if (!isLive(stitch.state)) {
    return { ...verdict, fail: true };
  }
  return verdict;
}
