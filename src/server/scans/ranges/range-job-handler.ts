// A range job: read one page range of a book (text layer or OCR) in the scan thread, store its pages, mark it done;
// the last range queues the stitch. A failure is retried (pg-boss, RANGE_RETRY_LIMIT times); on the last attempt the
// scan fails and is refunded once. While it runs the range's lease is refreshed, so a worker that dies is replaced.
import { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { ScanProgress } from "../../../engine";
import type { Db } from "../../db/client";
import { scanRanges } from "../../db/schema";
import type { Job, JobQueue } from "../../queue/pg-boss-queue";
import type { FileStore } from "../../storage/file-store";
import { failedOutcome, isSlowToOpen } from "../running/failed-outcome";
import { recordOutcome } from "../running/record-outcome";
import { startTurn, type Turn } from "../running/turns";
import type { ProgressBus } from "../progress/progress-bus";
import type { RunThreadTask } from "../thread/scan-thread-pool";
import type { RangeFile, ThreadScanOptions } from "../thread/scan-thread-protocol";
import { afterRangedScanFinished } from "./after-ranged-scan-ends";
import { claimRange, startRangeLease } from "./claim-range";
import { keepRangeRead } from "./keep-range-read";
import { recordRangeProgress } from "./range-progress";
import { RANGE_RETRY_LIMIT, type RangeJobData } from "./range-job-definitions";
import { mayCutMidPage } from "./range-turns";

export type RangeJobDeps = {
  db: Db;
  files: FileStore;
  queue: JobQueue;
  progress: ProgressBus;
  log: FastifyBaseLogger;
  timeoutMs: number;
  engineOptions: ThreadScanOptions;
  runTask: RunThreadTask;
  /**
   * A reading's turn (SCAN_TURN_MS, running/turns.ts): once it ran out while another user's range waits, the rest of the
   * range waits behind it (range-turns.ts).
   */
  turn?: { turnMs: number; othersWaiting: (scanId: string) => Promise<boolean> };
};

const PROGRESS_INTERVAL_MS = 500;

class RangeUnwanted extends Error {
  constructor() {
    super("the scan of this range was finished or deleted");
    this.name = "RangeUnwanted";
  }
}

/** Throws only when the job should be retried; the last attempt's failure fails the scan instead. */
export async function handleRangeJob(job: Job<RangeJobData>, shutdown: AbortSignal, deps: RangeJobDeps): Promise<void> {
  const { db, log } = deps;
  const { scanId, rangeId } = job.data;
  const row = await claimRange(db, rangeId);
  if (!row) return;
  const { range } = row;

  const unwanted = new AbortController();
  const timeLimit = AbortSignal.timeout(deps.timeoutMs);
  const signal = AbortSignal.any([shutdown, timeLimit, unwanted.signal]);
  const lease = startRangeLease(db, log, { scanId, rangeId }, () => unwanted.abort(new RangeUnwanted()));
  // The turn's clock starts with the reading's first progress (its page thread is ready), so the start of a thread
  // is not taken out of the turn; the turn's end goes to the thread as `endTurn`.
  const rangeTurn = deps.turn;
  const turnEnd = new AbortController();
  let turn: Turn | undefined;
  const startTurnOnce = () => {
    if (turn || !rangeTurn) return;
    turn = startTurn({ turnMs: rangeTurn.turnMs, othersWaiting: () => rangeTurn.othersWaiting(scanId), log, scanId });
    turn.signal.addEventListener("abort", () => turnEnd.abort(), { once: true });
  };

  let lastProgressAt = 0;
  const onProgress = (p: ScanProgress) => {
    startTurnOnce();
    const now = Date.now();
    if (now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
    lastProgressAt = now;
    void recordRangeProgress(db, rangeId, scanId, p.pagesDone)
      .then(({ done, total }) =>
        deps.progress.publish({
          scanId,
          currentChunk: Math.min(done, total),
          totalChunks: Math.max(1, total),
          status: "processing",
          message: `Read ${done} of ${total} pages`,
        }),
      )
      .catch((err: unknown) => log.warn({ err, scanId, rangeId }, "range progress not recorded"));
  };

  try {
    if (!row.storageKey) throw new Error("scan has no stored upload");
    const local = await deps.files.openLocal(row.storageKey);
    let saved: { key: string };
    let read: RangeFile;
    try {
      read = await deps.runTask(
        {
          task: "read-range",
          path: local.path,
          range: { from: range.firstPage, to: range.lastPage },
          options: deps.engineOptions,
          ...(job.data.timeoutCounts && { timeoutCounts: job.data.timeoutCounts }),
          cutMidPage: mayCutMidPage(job.data),
        },
        signal,
        onProgress,
        { endTurn: turnEnd.signal },
      );
      saved = await deps.files.save(Readable.from([Buffer.from(read.bytes)]));
    } finally {
      await local.release();
    }
    await keepRangeRead({
      db,
      queue: deps.queue,
      files: deps.files,
      timeoutMs: deps.timeoutMs,
      data: job.data,
      range,
      read,
      storageKey: saved.key,
    });
  } catch (error) {
    if (unwanted.signal.aborted) return;
    if (shutdown.aborted) throw error; // the range stays pending; its job is retried after the restart
    // A book too slow to open is as slow on the next attempt: the scan fails now.
    if (job.retryCount < RANGE_RETRY_LIMIT && !timeLimit.aborted && !isSlowToOpen(error)) {
      log.warn({ scanId, rangeId, attempt: job.retryCount + 1, err: error }, "page range failed; it will be retried");
      throw error;
    }
    log.warn({ scanId, rangeId, err: error }, "page range failed for good; the scan fails");
    await db.update(scanRanges).set({ state: "failed" }).where(eq(scanRanges.id, rangeId));
    const outcome = failedOutcome(error, timeLimit.aborted, deps.timeoutMs);
    const finished = await recordOutcome({ db, scanId, outcome, log, signal: shutdown });
    await afterRangedScanFinished(deps, scanId, finished);
  } finally {
    turn?.stop();
    lease.stop();
  }
}
