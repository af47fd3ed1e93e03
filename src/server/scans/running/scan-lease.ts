// A running scan proves its process is alive by refreshing `scans.heartbeat_at` (a page range of a book read by
// several workers: `scan_ranges.heartbeat_at`); the recovery sweep treats a job that is active but whose heartbeat is
// older than the lease as abandoned (its process was killed, or lost the database) and hands it to another worker.
// Without it, a SIGKILL'd worker held the scan and its credit until pg-boss expired the job, half an hour later.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { scans } from "../../db/schema";

export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A heartbeat older than this means the scan's process is gone. Several missed beats, so a busy moment is no loss. */
export const SCAN_LEASE_MS = 30_000;

export type Heartbeat = { stop: () => void };

/**
 * Runs `beat` now and every HEARTBEAT_INTERVAL_MS until stopped. `beat` answers false when the work is no longer
 * wanted (its scan was finished or deleted meanwhile); `onUnwanted` is then called once.
 */
export function startLease(
  beat: () => Promise<boolean>,
  log: FastifyBaseLogger,
  context: Record<string, string>,
  onUnwanted: () => void = () => {},
): Heartbeat {
  let warned = false;
  let stopped = false;
  const run = () =>
    beat().then(
      (wanted) => {
        warned = false;
        if (!wanted && !stopped) {
          stop();
          onUnwanted();
        }
      },
      (err: unknown) => {
        // The database is away; the next beat tries again. Said once per outage, not every 5 s.
        if (!warned) log.warn({ err, ...context }, "scan heartbeat failed");
        warned = true;
      },
    );
  void run();
  const timer = setInterval(() => void run(), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return { stop };
}

export function startHeartbeat(db: Db, scanId: string, log: FastifyBaseLogger): Heartbeat {
  const beat = () =>
    db
      .update(scans)
      .set({ heartbeatAt: new Date() })
      .where(eq(scans.id, scanId))
      .then(() => true);
  return startLease(beat, log, { scanId });
}

/**
 * Whether an active job has been left by its process: its last beat, or its start when it has not beaten since it
 * started (a beat from an earlier attempt or an earlier job of the same scan does not count against a new one).
 */
export function isLeaseExpired(heartbeatAt: Date | null, startedAt: Date | null, now = Date.now()): boolean {
  const times = [heartbeatAt, startedAt].filter((t): t is Date => t !== null).map((t) => t.getTime());
  if (times.length === 0) return false;
  return now - Math.max(...times) > SCAN_LEASE_MS;
}
