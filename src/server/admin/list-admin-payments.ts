// Every payment with its payer, newest first.
import { desc, eq } from "drizzle-orm";
import type { AdminPayment } from "../../contract/admin";
import type { Db } from "../db/client";
import { payments, users } from "../db/schema";
import { displayName } from "./user-name";

export async function listAdminPayments(db: Db): Promise<AdminPayment[]> {
  const rows = await db
    .select({ payment: payments, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .orderBy(desc(payments.createdAt));
  return rows.map(({ payment, email, firstName, lastName }) => ({
    id: payment.id,
    userId: payment.userId,
    userEmail: email,
    userName: displayName(firstName, lastName),
    amount: payment.amount,
    creditsAdded: payment.creditsAdded,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
  }));
}
