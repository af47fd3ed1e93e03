// A running scan proves its process is alive by refreshing `scans.heartbeat_at`; the recovery sweep treats a scan
// whose job is active but whose heartbeat is older than the lease as abandoned (its process was killed, or lost
// the database) and hands the job to another worker. Without it, a SIGKILL'd worker held the scan and its credit
// until pg-boss expired the job, half an hour later.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { scans } from "../../db/schema";

export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A heartbeat older than this means the scan's process is gone. Several missed beats, so a busy moment is no loss. */
export const SCAN_LEASE_MS = 30_000;

export type Heartbeat = { stop: () => void };

export function startHeartbeat(db: Db, scanId: string, log: FastifyBaseLogger): Heartbeat {
  let warned = false;
  const beat = () =>
    db
      .update(scans)
      .set({ heartbeatAt: new Date() })
      .where(eq(scans.id, scanId))
      .then(
        () => {
          warned = false;
        },
        (err: unknown) => {
          // The database is away; the next beat tries again. Said once per outage, not every 5 s.
          if (!warned) log.warn({ err, scanId }, "scan heartbeat failed");
          warned = true;
        },
      );
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Whether a scan whose job is active has been left by its process. `startedAt` covers a scan with no beat yet. */
export function isLeaseExpired(heartbeatAt: Date | null, startedAt: Date | null, now = Date.now()): boolean {
  const last = heartbeatAt ?? startedAt;
  return last !== null && now - last.getTime() > SCAN_LEASE_MS;
}
