// Payments with their payers, newest first: all, or one page.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { AdminPayment } from "../../contract/admin";
import type { Page } from "../../contract/pages";
import type { Db } from "../db/client";
import { exactTimestamp, olderThan, toKeysetPage } from "../db/keyset-cursor";
import { payments, users } from "../db/schema";
import type { AdminListOptions } from "./admin-list-options";
import { displayName } from "../account/person-name";

export async function listAdminPayments(db: Db, options: AdminListOptions = {}): Promise<Page<AdminPayment>> {
  const conditions: SQL[] = [];
  if (options.cursor) conditions.push(olderThan(payments.createdAt, payments.id, options.cursor));
  const query = db
    .select({
      payment: payments,
      id: payments.id,
      position: exactTimestamp(payments.createdAt),
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const page =
    options.limit === undefined
      ? { rows: await query, nextCursor: null }
      : toKeysetPage(await query.limit(options.limit + 1), options.limit);
  return {
    items: page.rows.map(({ payment, email, firstName, lastName }) => ({
      id: payment.id,
      userId: payment.userId,
      userEmail: email,
      userName: displayName(firstName, lastName),
      amount: payment.amount,
      creditsAdded: payment.creditsAdded,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
