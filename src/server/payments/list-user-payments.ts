// The signed-in user's payments, newest first, as the billing page shows them.
import { desc, eq } from "drizzle-orm";
import type { Payment } from "../../contract/payments";
import type { Db } from "../db/client";
import { payments } from "../db/schema";

export async function listUserPayments(options: { db: Db; userId: string }): Promise<Payment[]> {
  const rows = await options.db
    .select()
    .from(payments)
    .where(eq(payments.userId, options.userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    creditsAdded: row.creditsAdded,
    // numeric(10,2) already comes back as "45.00"; formatting again keeps the contract if the driver changes.
    amount: Number(row.amount).toFixed(2),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
