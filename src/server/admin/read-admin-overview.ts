// The admin panel's counters (Total Users, Total Payments, Failed Scans), counted by the database.
import { eq, sql } from "drizzle-orm";
import type { AdminOverview } from "../../contract/admin";
import type { Db } from "../db/client";
import { payments, scans, users } from "../db/schema";

export async function readAdminOverview(db: Db): Promise<AdminOverview> {
  const count = sql<number>`count(*)::int`;
  const [[u], [p], [f]] = await Promise.all([
    db.select({ n: count }).from(users),
    db.select({ n: count }).from(payments),
    db.select({ n: count }).from(scans).where(eq(scans.status, "failed")),
  ]);
  return { totalUsers: u?.n ?? 0, totalPayments: p?.n ?? 0, failedScans: f?.n ?? 0 };
}
