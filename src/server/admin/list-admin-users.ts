// Accounts with their scan and payment counters, newest first: all, or one page searched over e-mail and names.
// Closed accounts (anonymous tombstones kept for accounting) are not listed: nobody is there to add credits for.
import { and, desc, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "../../contract/admin";
import type { Page } from "../../contract/pages";
import { isOpenAccount } from "../account/open-accounts";
import type { Db } from "../db/client";
import { exactTimestamp, olderThan, toKeysetPage } from "../db/keyset-cursor";
import { escapeLikePattern } from "../db/like-pattern";
import { payments, scans, users } from "../db/schema";
import type { AdminListOptions } from "./admin-list-options";

export async function listAdminUsers(db: Db, options: AdminListOptions = {}): Promise<Page<AdminUser>> {
  const conditions: SQL[] = [isOpenAccount()];
  if (options.cursor) conditions.push(olderThan(users.createdAt, users.id, options.cursor));
  const needle = options.q?.trim();
  if (needle) {
    const pattern = `%${escapeLikePattern(needle)}%`;
    const matches = or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern));
    if (matches) conditions.push(matches);
  }
  const query = db
    .select({ user: users, position: exactTimestamp(users.createdAt) })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id));
  const read = options.limit === undefined ? await query : await query.limit(options.limit + 1);
  const page =
    options.limit === undefined
      ? { rows: read, nextCursor: null }
      : toKeysetPage(
          read.map((r) => ({ ...r, id: r.user.id })),
          options.limit,
        );
  const counts = await countsFor(
    db,
    page.rows.map((r) => r.user.id),
  );
  return {
    items: page.rows.map(({ user }) => {
      const c = counts.get(user.id);
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        credits: user.credits,
        createdAt: user.createdAt.toISOString(),
        totalScans: c?.totalScans ?? 0,
        successfulScans: c?.successfulScans ?? 0,
        failedScans: c?.failedScans ?? 0,
        totalPayments: c?.totalPayments ?? 0,
      };
    }),
    nextCursor: page.nextCursor,
  };
}

type Counts = { totalScans: number; successfulScans: number; failedScans: number; totalPayments: number };

/** Scan and payment counters of the listed users only, so a page costs the same however many accounts exist. */
async function countsFor(db: Db, userIds: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (userIds.length === 0) return counts;
  const scanRows = await db
    .select({
      userId: scans.userId,
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${scans.status} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${scans.status} = 'failed')::int`,
    })
    .from(scans)
    .where(inArray(scans.userId, userIds))
    .groupBy(scans.userId);
  const paymentRows = await db
    .select({ userId: payments.userId, total: sql<number>`count(*)::int` })
    .from(payments)
    .where(inArray(payments.userId, userIds))
    .groupBy(payments.userId);
  const entry = (id: string) => {
    const current = counts.get(id) ?? { totalScans: 0, successfulScans: 0, failedScans: 0, totalPayments: 0 };
    counts.set(id, current);
    return current;
  };
  for (const r of scanRows)
    Object.assign(entry(r.userId), { totalScans: r.total, successfulScans: r.completed, failedScans: r.failed });
  for (const r of paymentRows) entry(r.userId).totalPayments = r.total;
  return counts;
}
