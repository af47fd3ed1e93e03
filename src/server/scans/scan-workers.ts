// The scan workers of a process that scans: the short and the long lane of whole scans, the range jobs of big books
// and their stitch, each on its queue with the dependencies its handler needs.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { JobQueue } from "../queue/pg-boss-queue";
import type { FileStore } from "../storage/file-store";
import { LONG_SCAN_QUEUE, SCAN_QUEUE, scanJobDataSchema, scanJobOptions } from "./job/scan-job-definition";
import { handleScanJob } from "./job/scan-job-handler";
import type { ProgressBus } from "./progress/progress-bus";
import { RANGE_QUEUE, STITCH_QUEUE, rangeJobDataSchema, stitchJobDataSchema } from "./ranges/range-job-definitions";
import { handleRangeJob } from "./ranges/range-job-handler";
import { createRangeSplitter } from "./ranges/split-into-ranges";
import { handleStitchJob } from "./ranges/stitch-job-handler";
import { fairPriorityOfScan } from "./running/fair-share";
import { anotherUserIsOwedATurn } from "./running/turns";
import type { ScanSettings } from "./scan-settings";
import type { ScanThreadPool } from "./thread/scan-thread-pool";

export type StartScanWorkersOptions = {
  database: Database;
  queue: JobQueue;
  files: FileStore;
  progress: ProgressBus;
  log: FastifyBaseLogger;
  settings: ScanSettings;
  threads: ScanThreadPool;
};

/**
 * Range jobs read at once by one process. A range job reads its pages with one page thread, so a process reads
 * SCAN_THREADS ranges at once per scan slot: the same cores a one-job scan spreads its pages over.
 */
export function rangeConcurrency(settings: ScanSettings): number {
  return settings.concurrency * Math.max(1, settings.threads);
}

export function startScanWorkers({
  database,
  queue,
  files,
  progress,
  log,
  settings,
  threads,
}: StartScanWorkersOptions): void {
  const engineOptions = {
    threads: settings.threads,
    pageTimeLimits: settings.pageTimeLimits,
    openTimeoutMs: settings.openTimeoutMs,
    ocrSettings: settings.ocr,
    ...(settings.llm && { llm: settings.llm }),
  };
  const deps = {
    db: database.db,
    files,
    progress,
    log,
    timeoutMs: settings.timeoutMs,
    maxPagesPerFile: settings.maxPagesPerFile,
    engineOptions,
    runScan: threads.run,
  };
  const moveToLongLane = async (scanId: string) => {
    const priority = await fairPriorityOfScan(database.db, scanId);
    await queue.send(LONG_SCAN_QUEUE, { scanId }, { ...scanJobOptions(settings.timeoutMs), id: scanId, priority });
    queue.wake(LONG_SCAN_QUEUE);
  };
  // Two lanes (docs/decisions/0071-scans-a-lane-for-long-work-page-budgets-noise-pages-given-up.md): every scan
  // starts in the short one; a document
  // over `shortLanePages` pages moves to the long one before any page is read, so short scans never queue behind it.
  // Its turn (docs/decisions/0170-scans-take-turns-between-users.md): after SCAN_TURN_MS, a scan hands its book over
  // to range jobs as soon as another user's scan waits for the lane.
  const shortLane = {
    maxPages: settings.shortLanePages,
    moveToLongLane,
    turn: {
      turnMs: settings.turnMs,
      othersWaiting: (scanId: string) => anotherUserIsOwedATurn(database.db, SCAN_QUEUE, scanId),
    },
  };
  // Books of several page ranges continue as range jobs any worker takes, then a stitch
  // (docs/decisions/0077-books-in-page-ranges-range-jobs-on-any-worker-one-stitch-in.md).
  const splitter =
    settings.rangePages > 0
      ? createRangeSplitter({
          db: database.db,
          queue,
          runTask: threads.runTask,
          sizes: settings,
          shortLanePages: settings.shortLanePages,
          planTimeoutMs: settings.planTimeoutMs,
          openTimeoutMs: settings.openTimeoutMs,
          maxPagesPerFile: settings.maxPagesPerFile,
          threads: settings.threads,
          timeoutMs: settings.timeoutMs,
        })
      : undefined;
  queue.work(SCAN_QUEUE, { concurrency: settings.concurrency }, (job, signal) =>
    handleScanJob({ ...job, data: scanJobDataSchema.parse(job.data) }, signal, {
      ...deps,
      shortLane,
      splitter,
    }),
  );
  queue.work(LONG_SCAN_QUEUE, { concurrency: settings.concurrency }, (job, signal) =>
    handleScanJob({ ...job, data: scanJobDataSchema.parse(job.data) }, signal, deps),
  );
  const rangeDeps = { ...deps, queue, runTask: threads.runTask };
  // One page thread per range (none with SCAN_THREADS=0): the page pool's time limits still apply to every page.
  // Each reads for one turn while other users' ranges wait, then the rest of its range waits behind them
  // (ranges/range-turns.ts).
  const onePageThread = {
    ...rangeDeps,
    engineOptions: { ...engineOptions, threads: Math.min(1, settings.threads) },
    turn: {
      turnMs: settings.turnMs,
      othersWaiting: (scanId: string) => anotherUserIsOwedATurn(database.db, RANGE_QUEUE, scanId),
    },
  };
  // Ranges are queued by another process's job: its announcement wakes this one; if that is lost (the listener
  // reconnecting), an idle worker still looks twice a second.
  queue.work(RANGE_QUEUE, { concurrency: rangeConcurrency(settings), pollingMs: 500 }, (job, signal) =>
    handleRangeJob({ ...job, data: rangeJobDataSchema.parse(job.data) }, signal, onePageThread),
  );
  queue.work(STITCH_QUEUE, { concurrency: settings.concurrency }, (job, signal) =>
    handleStitchJob({ ...job, data: stitchJobDataSchema.parse(job.data) }, signal, rangeDeps),
  );
}
