// Records a scan's outcome, retrying while the database is unreachable or out of space. The outcome exists only in
// this process's memory: giving up at the first error used to leave the job active and the credit held until the
// job expired. Recording is exactly-once (finishScan), so a retry that races the recovery sweep is harmless.
import type { FastifyBaseLogger } from "fastify";
import type { ScanRow } from "../../db/schema";
import type { Db } from "../../db/client";
import { retryWhileUnavailable } from "../../db/retry-while-unavailable";
import { finishScan, type ScanOutcome } from "./finish-scan";

export type RecordOutcomeOptions = {
  db: Db;
  scanId: string;
  outcome: ScanOutcome;
  log: FastifyBaseLogger;
  /** Aborted when the process stops: the job is then retried elsewhere. */
  signal: AbortSignal;
  /** Backoff between attempts: 0.5 s doubling to at most `maxDelayMs` (5 s), so it lands seconds after recovery. */
  maxDelayMs?: number;
  /** After this long the job is given up and left to the recovery sweep. */
  giveUpAfterMs?: number;
};

export async function recordOutcome(options: RecordOutcomeOptions): Promise<ScanRow | null> {
  const { db, scanId, outcome, log, signal } = options;
  const { value, attempts } = await retryWhileUnavailable(() => finishScan(db, scanId, outcome), {
    signal,
    maxDelayMs: options.maxDelayMs,
    giveUpAfterMs: options.giveUpAfterMs,
    onFirstFailure: (err) => log.warn({ scanId, err }, "could not record the scan's outcome; retrying"),
  });
  if (attempts > 1) log.info({ scanId, attempt: attempts }, "scan outcome recorded after the database came back");
  return value;
}
