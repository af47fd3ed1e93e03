// Makes sure no scan stays `processing` forever: at start-up and then periodically, every processing scan
// must have a live job; a scan whose job is gone or finished without it is re-enqueued or failed and refunded.
import type { FastifyBaseLogger } from "fastify";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scanRanges, scans, type ScanRangeRow } from "../../db/schema";
import type { JobQueue } from "../../queue/pg-boss-queue";
import { finishScan } from "../running/finish-scan";
import type { ProgressBus } from "../progress/progress-bus";
import { progressOfFinishedScan } from "../progress/progress-messages";
import { SCAN_QUEUE, SCAN_QUEUES, scanJobOptions } from "../job/scan-job-definition";
import { fairPriorityOfScan } from "../running/fair-share";
import { isLeaseExpired } from "../running/scan-lease";
import { RANGE_QUEUE, RANGE_QUEUES, STITCH_QUEUE } from "../ranges/range-job-definitions";
import { sweepRangeJobs } from "../ranges/sweep-range-jobs";
import { removeRangePages } from "../ranges/remove-range-pages";
import type { FileStore } from "../../storage/file-store";

export const INTERRUPTED_MESSAGE =
  "Processing was interrupted and could not be finished. You were not charged; please upload the document again.";

export type RecoverScansOptions = {
  db: Db;
  queue: JobQueue;
  progress: ProgressBus;
  /** Where the pages of a failed book's ranges are removed from. */
  files: FileStore;
  log: FastifyBaseLogger;
  timeoutMs: number;
  /**
   * True at the start of the only process that works the queue (embedded PGlite): a job still `active`
   * belonged to a process that died, so it is put back (or failed when out of retries) at once. With
   * several processes pg-boss notices a dead worker when the job's expiry passes.
   */
  reclaimActiveJobs: boolean;
};

export type RecoveryResult = { requeued: number; failed: number; reclaimed: number };

export async function recoverScans(options: RecoverScansOptions): Promise<RecoveryResult> {
  const { db, queue, log } = options;
  if (options.reclaimActiveJobs) {
    let reclaimed = 0;
    for (const name of [...SCAN_QUEUES, ...RANGE_QUEUES]) reclaimed += await queue.failActiveJobs(name);
    if (reclaimed > 0) log.warn({ reclaimed }, "scan jobs interrupted by a restart were put back");
  }
  const result: RecoveryResult = { requeued: 0, failed: 0, reclaimed: 0 };
  const processing = await db
    .select({ id: scans.id, heartbeatAt: scans.heartbeatAt })
    .from(scans)
    .where(eq(scans.status, "processing"));
  const rangesOf = new Map<string, ScanRangeRow[]>();
  const ids = processing.map((scan) => scan.id);
  for (const range of ids.length > 0 ? await db.select().from(scanRanges).where(inArray(scanRanges.scanId, ids)) : []) {
    rangesOf.set(range.scanId, [...(rangesOf.get(range.scanId) ?? []), range]);
  }
  for (const { id, heartbeatAt } of processing) {
    const ranges = rangesOf.get(id);
    if (ranges) {
      // A book read in page ranges: its range and stitch jobs keep it alive, not its lane's (long finished) job.
      const verdict = await sweepRangeJobs({
        db,
        queue,
        scanId: id,
        scanHeartbeatAt: heartbeatAt,
        ranges,
        timeoutMs: options.timeoutMs,
      });
      result.requeued += verdict.requeued;
      result.reclaimed += verdict.reclaimed;
      if (verdict.requeued + verdict.reclaimed > 0) {
        queue.wake(RANGE_QUEUE);
        queue.wake(STITCH_QUEUE);
      }
      if (verdict.fail && (await failScan(options, id))) result.failed += 1;
      continue;
    }
    // A scan may have a job in each lane (a long book moved on from the short one): any live one keeps it.
    let jobs = await Promise.all(SCAN_QUEUES.map((name) => queue.getJob(name, id)));
    const stale = SCAN_QUEUES.filter(
      (_, i) => jobs[i]?.state === "active" && isLeaseExpired(heartbeatAt, jobs[i]?.startedOn ?? null),
    );
    if (stale.length > 0) {
      // Its process was killed or cut off from the database: hand the job on (or out of retries, fail it below).
      for (const name of stale) await queue.failJob(name, id, "the scan's worker stopped responding");
      result.reclaimed += 1;
      jobs = await Promise.all(SCAN_QUEUES.map((name) => queue.getJob(name, id)));
    }
    const live = jobs.some(
      (job) => job && (job.state === "created" || job.state === "retry" || job.state === "active"),
    );
    if (live) continue;
    if (jobs.every((job) => !job)) {
      // Never enqueued or long since purged: the upload is still stored, so try it again.
      const priority = await fairPriorityOfScan(db, id);
      await queue.send(SCAN_QUEUE, { scanId: id }, { ...scanJobOptions(options.timeoutMs), id, priority });
      result.requeued += 1;
      continue;
    }
    if (await failScan(options, id)) result.failed += 1;
  }
  if (result.requeued + result.reclaimed > 0) queue.wake(SCAN_QUEUE);
  if (result.requeued + result.failed + result.reclaimed > 0) log.warn(result, "recovered stranded scans");
  return result;
}

/** Fails a stranded scan (refunded once by finishScan); false when another process finished it first. */
async function failScan(options: RecoverScansOptions, scanId: string): Promise<boolean> {
  const finished = await finishScan(options.db, scanId, { status: "failed", errorMessage: INTERRUPTED_MESSAGE });
  await removeRangePages(options.db, options.files, scanId, options.log).catch(() => {});
  if (!finished) return false;
  await options.progress.publish(progressOfFinishedScan(finished)).catch(() => {});
  return true;
}
