// The scan job body: run the engine on the stored upload, relay its progress, and record the outcome
// (completed with its data, or failed, refunded, with a message the user can act on).
import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { ExtractedData } from "../../../contract/submittal";
import { joinTexts, type ScanOptions, type ScanProgress } from "../../../engine";
import type { Db } from "../../db/client";
import { scans } from "../../db/schema";
import { carriesInstructions } from "../../projects/instruction-text";
import { StoreUnavailableError, type FileStore } from "../../storage/file-store";
import type { Job } from "../../queue/pg-boss-queue";
import { tooManyPagesMessage } from "../../../contract/uploads";
import type { ScanOutcome } from "../running/finish-scan";
import { failedOutcome, isSlowToOpen } from "../running/failed-outcome";
import type { ProgressBus } from "../progress/progress-bus";
import { progressFromEngine, progressOfFinishedScan } from "../progress/progress-messages";
import { recordOutcome } from "../running/record-outcome";
import { ScanFailure, type RunScanOptions } from "../thread/scan-thread-pool";
import { retryWhileUnavailable } from "../../db/retry-while-unavailable";
import { startHeartbeat } from "../running/scan-lease";
import { startTurn, turnCounters } from "../running/turns";
import type { ScanJobData } from "./scan-job-definition";
import type { RangeSplitter } from "../ranges/split-into-ranges";

export type ScanJobDeps = {
  db: Db;
  files: FileStore;
  progress: ProgressBus;
  log: FastifyBaseLogger;
  timeoutMs: number;
  /**
   * Pages one file may have (SCAN_MAX_PAGES_PER_FILE): a book found longer once it is open fails before any page is
   * read, refunded (docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md). Default: no limit.
   */
  maxPagesPerFile?: number;
  engineOptions: Omit<ScanOptions, "signal" | "onProgress">;
  /** The engine runner; the worker-thread runner in production. */
  runScan: (options: RunScanOptions) => Promise<ExtractedData>;
  /**
   * The short lane: documents over `maxPages` pages are handed to `moveToLongLane` (which enqueues the scan in the
   * lane for long work) as soon as their page count is known, before any page is read. Absent in the long lane.
   */
  shortLane?: {
    maxPages: number;
    moveToLongLane: (scanId: string) => Promise<void>;
    /**
     * The lane's turn (running/turns.ts): a scan still reading after `turnMs` while another user's scan waits
     * (`othersWaiting`) continues as range jobs (or, with ranges off, in the long lane), so the waiting scan goes next.
     */
    turn?: { turnMs: number; othersWaiting: (scanId: string) => Promise<boolean> };
  };
  /**
   * The short lane: a book too long for it, of several page ranges, continues as range jobs any worker may take
   * (ranges/split-into-ranges.ts) instead of moving to the long lane, and this job ends. Absent when ranges are off.
   */
  splitter?: RangeSplitter;
};

// The engine reports every page; a 3,000-page book must not become 3,000 NOTIFYs and socket frames.
const PROGRESS_INTERVAL_MS = 250;

/** Throws only when the job should be retried (the process is stopping); every other failure fails the scan. */
export async function handleScanJob(job: Job<ScanJobData>, shutdown: AbortSignal, deps: ScanJobDeps): Promise<void> {
  const { db, log } = deps;
  const { scanId } = job.data;
  // The job may start just as the database goes away: the scan is read once it is back, by this attempt.
  const {
    value: [scan],
  } = await retryWhileUnavailable(() => db.select().from(scans).where(eq(scans.id, scanId)), {
    signal: shutdown,
    onFirstFailure: (err) => log.warn({ scanId, err }, "could not read the scan; retrying"),
  });
  // A retried job whose scan was already finished (the process died after the commit) has nothing to do.
  if (!scan || scan.status !== "processing") return;

  const timeLimit = AbortSignal.timeout(deps.timeoutMs);
  const laneTurn = deps.shortLane?.turn;
  const turn = laneTurn
    ? startTurn({ turnMs: laneTurn.turnMs, othersWaiting: () => laneTurn.othersWaiting(scanId), log, scanId })
    : undefined;
  // Ended as soon as the page count is over the pages-per-file limit: nothing more is read.
  const pageLimit = new AbortController();
  const signal = AbortSignal.any([shutdown, timeLimit, pageLimit.signal]);
  // The turn ends the reading of pages, not the look at the book that decides whether it is split.
  const readSignal = turn ? AbortSignal.any([signal, turn.signal]) : signal;
  const publish = (message: Parameters<ProgressBus["publish"]>[0]) =>
    deps.progress.publish(message).catch((err: unknown) => log.warn({ err, scanId }, "progress publish failed"));

  let lastProgressAt = 0;
  /** The page count, once the reading reported it (the handover at the end of a turn needs it). */
  let pageCount: number | undefined;
  const onProgress = (p: ScanProgress) => {
    if (p.totalPages > 0) pageCount = p.totalPages;
    if (deps.maxPagesPerFile !== undefined && p.totalPages > deps.maxPagesPerFile) pageLimit.abort();
    const now = Date.now();
    if (now - lastProgressAt < PROGRESS_INTERVAL_MS && p.stage !== "done") return;
    lastProgressAt = now;
    void publish(progressFromEngine(scanId, p));
  };

  // Until the outcome is recorded, this process holds the scan; the recovery sweep reclaims it if the beats stop.
  const heartbeat = startHeartbeat(db, scanId, log);
  let outcome: ScanOutcome;
  try {
    if (!scan.storageKey) throw new ScanFailure(null, "scan has no stored upload");
    const local = await deps.files.openLocal(scan.storageKey);
    try {
      void publish({ scanId, currentChunk: 0, totalChunks: 1, status: "processing", message: "Reading document..." });
      // An addendum's or bulletin's text is kept as the engine reads it: its project applies the instructions it holds
      // ("Delete Section 01 11 00 in its entirety"; decision 0255), and its pages are not read (or OCR'd) again.
      const pageTexts: string[] | undefined = carriesInstructions(scan) ? [] : undefined;
      const run = (maxPages: number | undefined) =>
        deps.runScan({
          path: local.path,
          options: maxPages === undefined ? deps.engineOptions : { ...deps.engineOptions, maxPages },
          signal: readSignal,
          onProgress,
          ...(pageTexts && { onPageText: (text: string) => pageTexts.push(text) }),
        });
      const { shortLane, splitter } = deps;
      // With ranges on, the short lane first counts the pages (a look at a few of them when the book is long enough
      // to split), so a book of several ranges starts them before any page thread is started for it here.
      const looked = shortLane && splitter ? await splitter.split(scanId, local.path, signal) : undefined;
      if (looked?.split) {
        heartbeat.stop();
        return;
      }
      // A book that is not split is read here up to the lane's limit; a longer one moves to the long lane (below).
      try {
        const extractedData = await run(shortLane?.maxPages);
        outcome = {
          status: "completed",
          extractedData,
          ...(pageTexts && { instructionText: joinTexts(pageTexts) }),
        };
      } catch (error) {
        if (
          !shortLane ||
          !turn?.signal.aborted ||
          shutdown.aborted ||
          timeLimit.aborted ||
          pageLimit.signal.aborted ||
          isSlowToOpen(error)
        )
          throw error;
        // Its turn is over and another user waits: the book goes on as range jobs, taking turns with others' work
        // (planned from the look, without a second one; a book whose pages were not even counted goes to the long
        // lane, as every book does with ranges off).
        const book = looked?.look ?? (pageCount === undefined ? undefined : { pageCount, textShare: null });
        if (splitter && book) await splitter.splitWhole(scanId, book);
        else await shortLane.moveToLongLane(scanId);
        turnCounters.shortLaneHandovers++;
        log.info({ scanId }, "scan handed over from the short lane: another user's scan is waiting");
        heartbeat.stop();
        return;
      }
    } finally {
      turn?.stop();
      await local.release();
    }
  } catch (error) {
    if (shutdown.aborted) {
      heartbeat.stop();
      throw error; // leave the scan processing; the job is retried after the restart
    }
    if (error instanceof StoreUnavailableError) {
      // Not the document's fault (the bucket unreachable, this machine's disk full): the job is retried, maybe on
      // another worker; out of retries, the recovery sweep fails and refunds the scan as interrupted.
      heartbeat.stop();
      log.warn({ scanId, err: error }, "upload not readable now; the scan will be retried");
      throw error;
    }
    if (pageLimit.signal.aborted && deps.maxPagesPerFile !== undefined) {
      // Found once the book was open, before any page was read: refunded like every failure not the opening's.
      outcome = { status: "failed", errorMessage: tooManyPagesMessage(deps.maxPagesPerFile, pageCount) };
      log.warn({ scanId, pageCount }, "scan failed: more pages than the pages-per-file limit");
    } else if (deps.shortLane && error instanceof ScanFailure && error.tooManyPages) {
      // Enqueued before this job completes: a crash in between leaves two jobs, and the second finds it finished.
      await deps.shortLane.moveToLongLane(scanId);
      void publish({
        scanId,
        currentChunk: 0,
        totalChunks: 1,
        status: "processing",
        message: "Queued (long document)...",
      });
      heartbeat.stop();
      return;
    } else {
      outcome = failedOutcome(error, timeLimit.aborted, deps.timeoutMs);
      log.warn({ scanId, err: error }, "scan failed");
    }
  }

  const finished = await recordOutcome({ db, scanId, outcome, log, signal: shutdown }).finally(heartbeat.stop);
  if (!finished) return;
  // Completed uploads are kept for the source viewer; a failed one is never used again (docs/decisions/).
  if (finished.status === "failed" && finished.storageKey) {
    await deps.files
      .remove(finished.storageKey)
      .catch((err: unknown) => log.warn({ err, scanId }, "upload removal failed"));
  }
  await publish(progressOfFinishedScan(finished));
}
