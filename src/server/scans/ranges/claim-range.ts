// A range job's hold on its range: taking a pending range of a scan still processing (one attempt more), and the
// lease that keeps it while the job reads, lost as soon as the scan is over.
import type { FastifyBaseLogger } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scanRanges, scans } from "../../db/schema";
import { startLease, type Heartbeat } from "../running/scan-lease";

/** The range and its scan's upload, its attempt counted; undefined when the scan is over or the range done. */
export async function claimRange(db: Db, rangeId: string) {
  const [row] = await db
    .select({ range: scanRanges, storageKey: scans.storageKey })
    .from(scanRanges)
    .innerJoin(scans, eq(scans.id, scanRanges.scanId))
    .where(and(eq(scanRanges.id, rangeId), eq(scans.status, "processing")));
  // The scan is over (failed by another range, deleted) or this range is done: nothing to do.
  if (!row || row.range.state !== "pending") return undefined;
  await db
    .update(scanRanges)
    .set({ attempts: sql`${scanRanges.attempts} + 1`, heartbeatAt: new Date() })
    .where(eq(scanRanges.id, rangeId));
  return row;
}

/** Refreshes the range's heartbeat while its scan is processing; `onUnwanted` once the scan is over. */
export function startRangeLease(
  db: Db,
  log: FastifyBaseLogger,
  { scanId, rangeId }: { scanId: string; rangeId: string },
  onUnwanted: () => void,
): Heartbeat {
  const beat = async () => {
    const alive = await db
      .update(scanRanges)
      .set({ heartbeatAt: new Date() })
      .where(
        and(
          eq(scanRanges.id, rangeId),
          sql`exists (select 1 from ${scans} where ${scans.id} = ${scanId} and ${scans.status} = 'processing')`,
        ),
      )
      .returning({ id: scanRanges.id });
    return alive.length > 0;
  };
  return startLease(beat, log, { scanId, rangeId }, onUnwanted);
}
