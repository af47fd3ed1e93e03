// Everything scanning needs at run time, built once per process: file store, job queue, progress bus,
// and (in processes that scan) the workers and the recovery sweep. The web app and worker.ts both use it.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createJobQueue, type JobQueue } from "../queue/pg-boss-queue";
import { pgliteExecutor, type SqlExecutor } from "../queue/sql-executor";
import type { FileStore } from "../storage/file-store";
import { openFileStore } from "../storage/open-file-store";
import { handleScanJob } from "./job/scan-job-handler";
import { createPageImageRenderer, type PageImageRenderer } from "./page-images/page-image-renderer";
import { createInProcessProgressBus, createPostgresProgressBus, type ProgressBus } from "./progress/progress-bus";
import { recoverScans } from "./recovery/sweep-stranded-scans";
import { createScanThreadPool } from "./thread/scan-thread-pool";
import { LONG_SCAN_QUEUE, SCAN_QUEUE, SCAN_QUEUES, scanJobDataSchema, scanJobOptions } from "./job/scan-job-definition";
import { ORPHAN_MIN_AGE_MS, sweepStoredFiles } from "./recovery/sweep-unneeded-files";
import { handleRangeJob } from "./ranges/range-job-handler";
import {
  RANGE_QUEUE,
  RANGE_QUEUES,
  STITCH_QUEUE,
  rangeJobDataSchema,
  stitchJobDataSchema,
} from "./ranges/range-job-definitions";
import { createRangeSplitter } from "./ranges/split-into-ranges";
import { handleStitchJob } from "./ranges/stitch-job-handler";
import { fairPriorityOfScan } from "./running/fair-share";
import { anotherUserIsOwedATurn } from "./running/turns";
import type { ScanSettings } from "./scan-settings";

const FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export type ScanRuntime = {
  files: FileStore;
  queue: JobQueue;
  progress: ProgressBus;
  settings: ScanSettings;
  /** Renders uploaded pages for the source viewer (in every process that serves the API). */
  pages: PageImageRenderer;
  /** Starts the queue, and when `runWorkers`, recovers stranded scans and starts the scan workers. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type CreateScanRuntimeOptions = {
  config: Pick<Config, "dataDir" | "databaseUrl" | "scans" | "storage">;
  database: Database;
  log: FastifyBaseLogger;
  runWorkers: boolean;
  /** The file store; by default the installation's (openFileStore). */
  files?: FileStore;
};

function queueExecutor(database: Database): SqlExecutor {
  if (database.pglite) return pgliteExecutor(database.pglite);
  const pool = database.pool;
  if (!pool) throw new Error("database has neither a PGlite client nor a PostgreSQL pool");
  return { executeSql: (text, values) => pool.query(text, values) };
}

export async function createScanRuntime(options: CreateScanRuntimeOptions): Promise<ScanRuntime> {
  const { config, database, log, runWorkers } = options;
  const settings = config.scans;
  const files = options.files ?? openFileStore(config);
  // On PostgreSQL other processes may work the queues: each job queued is announced to them.
  const queue = createJobQueue(
    { executor: queueExecutor(database) },
    (err) => log.error({ err }, "scan queue error"),
    database.pool && config.databaseUrl ? { crossProcess: { connectionString: config.databaseUrl } } : {},
  );
  const progress: ProgressBus =
    database.pool && config.databaseUrl
      ? await createPostgresProgressBus({
          connectionString: config.databaseUrl,
          notifier: database.pool,
          onError: (err) => log.error({ err }, "progress listener error"),
        })
      : createInProcessProgressBus();

  const recover = () =>
    recoverScans({
      db: database.db,
      queue,
      progress,
      files,
      log,
      timeoutMs: settings.timeoutMs,
      reclaimActiveJobs: false,
    });
  let sweep: NodeJS.Timeout | undefined;
  let fileSweep: NodeJS.Timeout | undefined;
  const sweepFiles = () =>
    sweepStoredFiles({ db: database.db, files, log }).catch((err: unknown) =>
      log.error({ err }, "stored-file sweep failed"),
    );
  // A range job reads its pages with one page thread, so a process reads SCAN_THREADS ranges at once per scan slot:
  // the same cores a one-job scan spreads its pages over.
  const rangeConcurrency = settings.concurrency * Math.max(1, settings.threads);
  // One set of idle threads per lane, for the stitch, and one per range read at once: they run side by side.
  const threads = createScanThreadPool(settings.concurrency * (SCAN_QUEUES.length + 1) + rangeConcurrency);
  const pages = createPageImageRenderer();

  async function start(): Promise<void> {
    await queue.start();
    for (const name of [...SCAN_QUEUES, ...RANGE_QUEUES]) await queue.createQueue(name);
    // Every process that receives uploads: what a killed run of this server left half-written goes now, not in an hour.
    const partials = await files.removeAbandonedPartials?.(ORPHAN_MIN_AGE_MS).catch((err: unknown) => {
      log.warn({ err }, "could not remove partial uploads");
      return 0;
    });
    if (partials) log.info({ partials }, "removed partial uploads left by an earlier run");
    if (!runWorkers) return;
    // Embedded PGlite is locked to this one process, so an active job at start-up was interrupted.
    await recoverScans({
      db: database.db,
      queue,
      progress,
      files,
      log,
      timeoutMs: settings.timeoutMs,
      reclaimActiveJobs: database.kind === "pglite",
    });
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
    queue.work(RANGE_QUEUE, { concurrency: rangeConcurrency, pollingMs: 500 }, (job, signal) =>
      handleRangeJob({ ...job, data: rangeJobDataSchema.parse(job.data) }, signal, onePageThread),
    );
    queue.work(STITCH_QUEUE, { concurrency: settings.concurrency }, (job, signal) =>
      handleStitchJob({ ...job, data: stitchJobDataSchema.parse(job.data) }, signal, rangeDeps),
    );
    sweep = setInterval(() => {
      recover().catch((err: unknown) => log.error({ err }, "scan recovery sweep failed"));
    }, settings.recoveryIntervalMs);
    sweep.unref();
    await sweepFiles();
    fileSweep = setInterval(() => void sweepFiles(), FILE_SWEEP_INTERVAL_MS);
    fileSweep.unref();
  }

  async function stop(): Promise<void> {
    clearInterval(sweep);
    clearInterval(fileSweep);
    await queue.stop();
    await threads.close();
    await pages.close();
    await progress.close();
  }

  return { files, queue, progress, settings, pages, start, stop };
}
