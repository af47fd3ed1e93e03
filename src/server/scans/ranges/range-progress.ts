// A ranged scan's progress is the pages read over all its ranges: each range records how far it got (never lower,
// so a retried range does not move the scan back) and the sum is published.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scanRanges } from "../../db/schema";

export type PagesRead = { done: number; total: number };

export async function recordRangeProgress(
  db: Db,
  rangeId: string,
  scanId: string,
  pagesDone: number,
): Promise<PagesRead> {
  await db
    .update(scanRanges)
    .set({ pagesDone: sql`greatest(${scanRanges.pagesDone}, ${pagesDone})` })
    .where(eq(scanRanges.id, rangeId));
  return pagesReadOf(db, scanId);
}

export async function pagesReadOf(db: Db, scanId: string): Promise<PagesRead> {
  const [row] = await db
    .select({
      done: sql<number>`coalesce(sum(${scanRanges.pagesDone}), 0)::int`,
      total: sql<number>`coalesce(sum(${scanRanges.lastPage} - ${scanRanges.firstPage} + 1), 0)::int`,
    })
    .from(scanRanges)
    .where(eq(scanRanges.scanId, scanId));
  return { done: Number(row?.done ?? 0), total: Number(row?.total ?? 0) };
}
