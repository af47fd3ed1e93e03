// The dashboard's and history's figures for one user, counted in one SQL statement, plus the newest scans.
import { desc, eq, sql } from "drizzle-orm";
import { type ScanOverview } from "../../../contract/scans";
import type { Db } from "../../db/client";
import { scans } from "../../db/schema";
import { scanSummaryColumns, toScanSummary } from "./scan-views";

export const RECENT_SCAN_COUNT = 5;

export type ScanOverviewOptions = { userId: string; monthStart: Date };

export async function readScanOverview(db: Db, options: ScanOverviewOptions): Promise<ScanOverview> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${scans.status} = 'completed')::int`,
      processing: sql<number>`count(*) filter (where ${scans.status} = 'processing')::int`,
      failed: sql<number>`count(*) filter (where ${scans.status} = 'failed')::int`,
      // No scan is created in the future, so "from the month's start on" is "this month".
      thisMonth: sql<number>`count(*) filter (where ${scans.createdAt} >= ${options.monthStart.toISOString()}::timestamptz)::int`,
    })
    .from(scans)
    .where(eq(scans.userId, options.userId));
  const recent = await db
    .select(scanSummaryColumns)
    .from(scans)
    .where(eq(scans.userId, options.userId))
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(RECENT_SCAN_COUNT);
  return {
    total: counts?.total ?? 0,
    completed: counts?.completed ?? 0,
    processing: counts?.processing ?? 0,
    failed: counts?.failed ?? 0,
    thisMonth: counts?.thisMonth ?? 0,
    recent: recent.map(toScanSummary),
  };
}

/** The first instant of the current UTC month, for clients that do not say where their month starts. */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
