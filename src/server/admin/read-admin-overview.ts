// The admin panel's counters (Total Users, Total Payments, Failed Scans), counted by the database; closed accounts
// are not users any more and are not counted.
import { eq, sql } from "drizzle-orm";
import type { AdminOverview } from "../../contract/admin";
import { isOpenAccount } from "../account/open-accounts";
import type { Db } from "../db/client";
import { payments, scans, users } from "../db/schema";

export async function readAdminOverview(db: Db): Promise<AdminOverview> {
  const count = sql<number>`count(*)::int`;
  const [[u], [p], [f]] = await Promise.all([
    db.select({ n: count }).from(users).where(isOpenAccount()),
    db.select({ n: count }).from(payments),
    db.select({ n: count }).from(scans).where(eq(scans.status, "failed")),
  ]);
  return { totalUsers: u?.n ?? 0, totalPayments: p?.n ?? 0, failedScans: f?.n ?? 0 };
}
