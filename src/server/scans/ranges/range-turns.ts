// Users take turns on the range workers (docs/decisions/0170-scans-take-turns-between-users.md). Once a range job's
// turn ran out while another user's range waits (job/turns.ts), its thread stops at the next page boundary: the pages
// read so far become a finished range of their own, and the rest goes back to the queue as a new range, behind the
// other users' work.
// Which range runs next is decided by its queue priority: minus the number of ranges its owner has in flight, so the
// next free worker goes to the user with the fewest ranges waiting or running — a newcomer's first range before
// anyone's second, and so on round the users.
import { and, count, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TimeoutCounts } from "../../../engine/types";
import type { Db } from "../../db/client";
import { scanRanges, scans } from "../../db/schema";
import type { JobQueue } from "../../queue/job-queue";
import { drizzleExecutor } from "../../queue/sql-executor";
import { RANGE_QUEUE, rangeJobOptions, type RangeJobData } from "./range-queue";

/**
 * The ranges (waiting or being read) of the owner of `scanId`, over all of the owner's scans in progress, leaving
 * out those of `exceptScanId` or the range `exceptRangeId`.
 */
export async function ownerRangesInFlight(
  db: Db,
  scanId: string,
  except: { exceptScanId?: string; exceptRangeId?: string } = {},
): Promise<number> {
  const me = alias(scans, "me");
  const [row] = await db
    .select({ n: count() })
    .from(scanRanges)
    .innerJoin(scans, eq(scans.id, scanRanges.scanId))
    .innerJoin(me, eq(me.id, scanId))
    .where(
      and(
        eq(scans.userId, me.userId),
        eq(scans.status, "processing"),
        eq(scanRanges.state, "pending"),
        except.exceptScanId ? ne(scanRanges.scanId, except.exceptScanId) : undefined,
        except.exceptRangeId ? ne(scanRanges.id, except.exceptRangeId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The queue priority of a range whose owner has `inFlight` other ranges waiting or being read (higher runs first). */
export const rangePriority = (inFlight: number): number => -inFlight;

/**
 * Ends a range's turn after `pagesRead` of its pages (fewer than all): in one transaction under the scan's lock, the
 * range shrinks to those pages and is done with `storageKey`, and the rest becomes a new range whose job is queued
 * behind the owner's other ranges. "unwanted": the scan is over or the range was finished by another attempt.
 */
export async function endRangeTurn(options: {
  db: Db;
  queue: JobQueue;
  scanId: string;
  rangeId: string;
  pagesRead: number;
  storageKey: string;
  timeoutCounts: TimeoutCounts;
  timeoutMs: number;
}): Promise<"more" | "unwanted"> {
  const { db, scanId, rangeId, pagesRead } = options;
  return db.transaction(async (tx) => {
    const [scan] = await tx
      .select({ id: scans.id })
      .from(scans)
      .where(and(eq(scans.id, scanId), eq(scans.status, "processing")))
      .for("update");
    if (!scan) return "unwanted";
    const [range] = await tx
      .select()
      .from(scanRanges)
      .where(and(eq(scanRanges.id, rangeId), eq(scanRanges.state, "pending")));
    if (!range || range.firstPage + pagesRead > range.lastPage) return "unwanted";
    const lastRead = range.firstPage + pagesRead - 1;
    await tx
      .update(scanRanges)
      .set({ state: "done", storageKey: options.storageKey, lastPage: lastRead, pagesDone: pagesRead })
      .where(eq(scanRanges.id, rangeId));
    const [rest] = await tx
      .insert(scanRanges)
      .values({ scanId, firstPage: lastRead + 1, lastPage: range.lastPage })
      .returning({ id: scanRanges.id });
    if (!rest) throw new Error("the rest of the range was not recorded");
    const priority = rangePriority(await ownerRangesInFlight(tx, scanId, { exceptRangeId: rest.id }));
    const data: RangeJobData = { scanId, rangeId: rest.id, timeoutCounts: options.timeoutCounts };
    await options.queue.send(RANGE_QUEUE, data, {
      ...rangeJobOptions(options.timeoutMs),
      id: rest.id,
      priority,
      db: drizzleExecutor(tx),
    });
    return "more";
  });
}
