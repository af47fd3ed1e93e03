// Users take turns on the range workers (docs/decisions/0170-scans-take-turns-between-users.md). Once a range job's
// turn ran out while another user's range waits (running/turns.ts), its thread stops at once, mid-page: the pages read so
// far become a finished range of their own, and the rest (the dropped page first) goes to the back of the queue as a
// new range, behind every range waiting. A page cut MAX_PAGE_CUTS times in a row is then read to its end (or to its
// own time limit): a page slower than a turn still finishes.
// A new book's ranges are queued by rank: minus the number of ranges its owner has in flight, so a newcomer's first
// range goes before anyone's second.
import { and, count, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TimeoutCounts } from "../../../engine";
import type { Db } from "../../db/client";
import { scanRanges, scans } from "../../db/schema";
import type { JobQueue } from "../../queue/pg-boss-queue";
import { QUEUE_SCHEMA } from "../../queue/pg-boss-queue";
import { drizzleExecutor } from "../../queue/sql-executor";
import { turnCounters } from "../running/turns";
import { RANGE_QUEUE, rangeJobOptions, type RangeJobData } from "./range-job-definitions";

/** A range's first page may be cut mid-page this many turns in a row; the next turn then ends after it. */
export const MAX_PAGE_CUTS = 2;

/** Whether this turn of a range may end mid-page (its first page was not cut MAX_PAGE_CUTS times already). */
export const mayCutMidPage = (data: RangeJobData): boolean => (data.pageCuts ?? 0) < MAX_PAGE_CUTS;

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
 * range shrinks to those pages and is done with `storageKey` (or, when no page was read, is dropped), and the rest
 * becomes a new range whose job is queued behind every range waiting. "unwanted": the scan is over or the range was
 * finished by another attempt. `interrupted`: the turn ended mid-page, on the rest's first page.
 */
export async function endRangeTurn(options: {
  db: Db;
  queue: JobQueue;
  scanId: string;
  rangeId: string;
  pagesRead: number;
  storageKey: string;
  timeoutCounts: TimeoutCounts;
  interrupted: boolean;
  /** The data of the job whose turn ended. */
  data: RangeJobData;
  timeoutMs: number;
}): Promise<"more" | "unwanted"> {
  const { db, scanId, rangeId, pagesRead } = options;
  const outcome = await db.transaction(async (tx) => {
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
    if (pagesRead > 0) {
      await tx
        .update(scanRanges)
        .set({ state: "done", storageKey: options.storageKey, lastPage: lastRead, pagesDone: pagesRead })
        .where(eq(scanRanges.id, rangeId));
    } else {
      // Nothing read in this turn: the range is replaced by its rest, which is all of it.
      await tx.delete(scanRanges).where(eq(scanRanges.id, rangeId));
    }
    const [rest] = await tx
      .insert(scanRanges)
      .values({ scanId, firstPage: lastRead + 1, lastPage: range.lastPage })
      .returning({ id: scanRanges.id });
    if (!rest) throw new Error("the rest of the range was not recorded");
    const priority = await backOfTheQueue(tx, scanId, rest.id);
    const pageCuts = options.interrupted ? (pagesRead === 0 ? (options.data.pageCuts ?? 0) + 1 : 1) : 0;
    const data: RangeJobData = { scanId, rangeId: rest.id, timeoutCounts: options.timeoutCounts, pageCuts };
    await options.queue.send(RANGE_QUEUE, data, {
      ...rangeJobOptions(options.timeoutMs),
      id: rest.id,
      priority,
      db: drizzleExecutor(tx),
    });
    return "more";
  });
  if (outcome === "more") {
    turnCounters.rangeTurnsEnded++;
    if (options.interrupted) turnCounters.pagesCutMidPage++;
  }
  return outcome;
}

/**
 * The priority of the rest of a cut range: below every range job waiting (a cut range goes round to the back of the
 * queue), and never above its owner's rank (rangePriority).
 */
async function backOfTheQueue(tx: Db, scanId: string, restId: string): Promise<number> {
  const rank = rangePriority(await ownerRangesInFlight(tx, scanId, { exceptRangeId: restId }));
  const jobs = sql.raw(`${QUEUE_SCHEMA}.job`);
  const [row] = await tx
    .select({
      priority: sql<number>`least(${rank}::int, coalesce((select min(j.priority) - 1 from ${jobs} j
        where j.name = ${RANGE_QUEUE} and j.state in ('created', 'retry')), ${rank}::int))`.mapWith(Number),
    })
    .from(scans)
    .where(eq(scans.id, scanId));
  return row?.priority ?? rank;
}
