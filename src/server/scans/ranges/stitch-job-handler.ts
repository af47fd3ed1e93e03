// The stitch job: once every range of a book is read, run the rules over the stored pages in page order (sections run
// across range boundaries, so this is one pass over the whole book) and record the outcome once, as a single-job
// scan does. The scan's own lease covers it; the range files are removed whatever the outcome.
import type { FastifyBaseLogger } from "fastify";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scanRanges, scans } from "../../db/schema";
import type { Job } from "../../queue/pg-boss-queue";
import { StoreUnavailableError, type FileStore, type LocalFile } from "../../storage/file-store";
import type { ScanOutcome } from "../running/finish-scan";
import { recordOutcome } from "../running/record-outcome";
import { failureMessage } from "../running/failed-outcome";
import { startHeartbeat } from "../running/scan-lease";
import type { ProgressBus } from "../progress/progress-bus";
import type { RunThreadTask } from "../thread/scan-thread-pool";
import type { ThreadScanOptions } from "../thread/scan-thread-protocol";
import { afterRangedScanFinished } from "./after-ranged-scan-ends";
import { joinPageText, readPageTextFiles } from "../../../engine";
import { carriesInstructions } from "../../projects/instruction-text";
import type { StitchJobData } from "./range-job-definitions";

export type StitchJobDeps = {
  db: Db;
  files: FileStore;
  progress: ProgressBus;
  log: FastifyBaseLogger;
  timeoutMs: number;
  engineOptions: ThreadScanOptions;
  runTask: RunThreadTask;
};

export const COMBINING_MESSAGE = "Combining the pages of every range...";

/** Throws only when the job should be retried (the process is stopping); every other failure fails the scan. */
export async function handleStitchJob(
  job: Job<StitchJobData>,
  shutdown: AbortSignal,
  deps: StitchJobDeps,
): Promise<void> {
  const { db, log } = deps;
  const { scanId } = job.data;
  const [scan] = await db.select().from(scans).where(eq(scans.id, scanId));
  if (!scan || scan.status !== "processing") return;
  const ranges = await db
    .select()
    .from(scanRanges)
    .where(eq(scanRanges.scanId, scanId))
    .orderBy(asc(scanRanges.firstPage));
  // Queued by the last range to finish, so every range is done; anything else is left to the recovery sweep.
  if (ranges.length === 0 || ranges.some((range) => range.state !== "done" || !range.storageKey)) return;
  const totalPages = ranges.reduce((sum, range) => sum + range.lastPage - range.firstPage + 1, 0);

  const timeLimit = AbortSignal.timeout(deps.timeoutMs);
  const signal = AbortSignal.any([shutdown, timeLimit]);
  void deps.progress
    .publish({
      scanId,
      currentChunk: totalPages,
      totalChunks: totalPages,
      status: "processing",
      message: COMBINING_MESSAGE,
    })
    .catch((err: unknown) => log.warn({ err, scanId }, "progress publish failed"));
  const heartbeat = startHeartbeat(db, scanId, log);
  let outcome: ScanOutcome;
  const opened: LocalFile[] = [];
  try {
    for (const range of ranges) opened.push(await deps.files.openLocal(range.storageKey ?? ""));
    const extractedData = await deps.runTask(
      {
        task: "stitch",
        paths: opened.map((file) => file.path),
        // The name the single-job path reads the book under (the stored upload's), so both give the same register.
        fileName: scan.storageKey ?? scan.fileName,
        totalPages,
        options: deps.engineOptions,
      },
      signal,
      () => {},
    );
    // An addendum's instructions are read from the pages its ranges stored (decision 0255).
    const instructionText = carriesInstructions(scan)
      ? await joinPageText(readPageTextFiles(opened.map((file) => file.path)))
      : undefined;
    outcome = { status: "completed", extractedData, instructionText };
  } catch (error) {
    if (shutdown.aborted || error instanceof StoreUnavailableError) {
      // Stopping, or the range files cannot be had now (the store unreachable, this disk full): the job is retried,
      // maybe on another worker; out of retries, the recovery sweep fails and refunds the scan as interrupted.
      heartbeat.stop();
      throw error;
    }
    outcome = { status: "failed", errorMessage: failureMessage(error, timeLimit.aborted, deps.timeoutMs) };
    log.warn({ scanId, err: error }, "stitching the page ranges failed");
  } finally {
    await Promise.all(opened.map((file) => file.release().catch(() => {})));
  }
  const finished = await recordOutcome({ db, scanId, outcome, log, signal: shutdown }).finally(heartbeat.stop);
  await afterRangedScanFinished(deps, scanId, finished);
}
