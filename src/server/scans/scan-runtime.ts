// Everything scanning needs at run time, built once per process: file store, job queue, progress bus,
// and (in processes that scan) the workers and the recovery sweep. The web app and worker.ts both use it.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createJobQueue, type JobQueue } from "../queue/pg-boss-queue";
import { pgliteExecutor, type SqlExecutor } from "../queue/sql-executor";
import type { FileStore } from "../storage/file-store";
import { openFileStore } from "../storage/open-file-store";
import { createPageImageRenderer, type PageImageRenderer } from "./page-images/page-image-renderer";
import { createInProcessProgressBus, createPostgresProgressBus, type ProgressBus } from "./progress/progress-bus";
import { recoverScans } from "./recovery/sweep-stranded-scans";
import { createScanThreadPool } from "./thread/scan-thread-pool";
import { SCAN_QUEUES } from "./job/scan-job-definition";
import { RANGE_QUEUES } from "./ranges/range-job-definitions";
import { ORPHAN_MIN_AGE_MS, sweepStoredFiles } from "./recovery/sweep-unneeded-files";
import { rangeConcurrency, startScanWorkers } from "./scan-workers";
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
  // One set of idle threads per lane, for the stitch, and one per range read at once: they run side by side.
  const threads = createScanThreadPool(settings.concurrency * (SCAN_QUEUES.length + 1) + rangeConcurrency(settings));
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
    startScanWorkers({ database, queue, files, progress, log, settings, threads });
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
