// A user's scans as summaries, newest first: the whole list, or one keyset page optionally filtered by file name.
import { and, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { ScanPage, ScanSummary } from "../../contract/scans";
import type { Db } from "../db/client";
import { scans } from "../db/schema";
import { decodeScanListCursor, encodeScanListCursor } from "./scan-list-cursor";
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
  if (options.cursor) {
    const after = decodeScanListCursor(options.cursor);
    // A row comparison walks the (user_id, created_at, id) index from the cursor on.
    conditions.push(sql`(${scans.createdAt}, ${scans.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const needle = options.fileNameContains?.trim();
  if (needle) conditions.push(ilike(scans.fileName, `%${escapeLikePattern(needle)}%`));

  const rows = await db
    .select({
      ...scanSummaryColumns,
      // The exact stored time: a JavaScript Date would drop the microseconds and skip or repeat rows.
      position: sql<string>`to_char(${scans.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(scans)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(options.limit + 1);

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > options.limit && last ? encodeScanListCursor({ createdAt: last.position, id: last.id }) : null;
  return { items: page.map(toScanSummary), nextCursor };
}

/** `%`, `_` and `\` in what the user typed are matched literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
