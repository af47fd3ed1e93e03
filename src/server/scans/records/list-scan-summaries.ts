// A user's scans as summaries, newest first: the whole list, or one keyset page optionally filtered by file name.
import { and, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { ScanPage, ScanSummary } from "../../../contract/scans";
import type { Db } from "../../db/client";
import { exactTimestamp, olderThan, toKeysetPage } from "../../db/keyset-cursor";
import { escapeLikePattern } from "../../db/like-pattern";
import { scans } from "../../db/schema";
import { scanSummaryColumns, toScanSummary } from "./scan-views";

const newestFirst = [desc(scans.createdAt), desc(scans.id)];

export async function listAllScanSummaries(db: Db, userId: string): Promise<ScanSummary[]> {
  const rows = await db
    .select(scanSummaryColumns)
    .from(scans)
    .where(eq(scans.userId, userId))
    .orderBy(...newestFirst);
  return rows.map(toScanSummary);
}

export type ListScanPageOptions = { userId: string; limit: number; cursor?: string; fileNameContains?: string };

export async function listScanPage(db: Db, options: ListScanPageOptions): Promise<ScanPage> {
  const conditions: SQL[] = [eq(scans.userId, options.userId)];
  if (options.cursor) conditions.push(olderThan(scans.createdAt, scans.id, options.cursor));
  const needle = options.fileNameContains?.trim();
  if (needle) conditions.push(ilike(scans.fileName, `%${escapeLikePattern(needle)}%`));

  const rows = await db
    .select({ ...scanSummaryColumns, position: exactTimestamp(scans.createdAt) })
    .from(scans)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(options.limit + 1);
  const page = toKeysetPage(rows, options.limit);
  return { items: page.rows.map(toScanSummary), nextCursor: page.nextCursor };
}
