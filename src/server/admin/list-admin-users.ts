// Every account with its scan and payment counters, newest first.
import { desc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "../../contract/admin";
import type { Db } from "../db/client";
import { payments, scans, users } from "../db/schema";

export async function listAdminUsers(db: Db): Promise<AdminUser[]> {
  const scanCounts = db
    .select({
      userId: scans.userId,
      total: sql<number>`count(*)::int`.as("total"),
      completed: sql<number>`count(*) filter (where ${scans.status} = 'completed')::int`.as("completed"),
      failed: sql<number>`count(*) filter (where ${scans.status} = 'failed')::int`.as("failed"),
    })
    .from(scans)
    .groupBy(scans.userId)
    .as("scan_counts");
  const paymentCounts = db
    .select({ userId: payments.userId, total: sql<number>`count(*)::int`.as("payment_total") })
    .from(payments)
    .groupBy(payments.userId)
    .as("payment_counts");

  const rows = await db
    .select({
      user: users,
      totalScans: scanCounts.total,
      successfulScans: scanCounts.completed,
      failedScans: scanCounts.failed,
      totalPayments: paymentCounts.total,
    })
    .from(users)
    .leftJoin(scanCounts, eq(scanCounts.userId, users.id))
    .leftJoin(paymentCounts, eq(paymentCounts.userId, users.id))
    .orderBy(desc(users.createdAt));

  return rows.map((r) => ({
    id: r.user.id,
    email: r.user.email,
    firstName: r.user.firstName,
    lastName: r.user.lastName,
    credits: r.user.credits,
    createdAt: r.user.createdAt.toISOString(),
    totalScans: r.totalScans ?? 0,
    successfulScans: r.successfulScans ?? 0,
    failedScans: r.failedScans ?? 0,
    totalPayments: r.totalPayments ?? 0,
  }));
}
