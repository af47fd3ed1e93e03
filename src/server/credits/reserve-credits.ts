// Takes credits for a scan: one conditional UPDATE, so concurrent reservations can never overdraw the balance.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { creditLedger, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { INSUFFICIENT_CREDITS, USER_NOT_FOUND } from "./credit-errors";

export type ReserveCreditsOptions = {
  userId: string;
  credits: number;
  /** What the credits pay for, usually the scan id; a later refund names the same reference. */
  reference: string;
  reason?: string;
};

/** Returns the balance after the reservation; throws insufficient_credits (402) when the balance is short. */
export async function reserveCredits(db: Db, options: ReserveCreditsOptions): Promise<number> {
  const { userId, credits, reference } = options;
  if (!Number.isInteger(credits) || credits < 1) throw new Error(`reserveCredits: invalid amount ${credits}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} - ${credits}`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), gte(users.credits, credits)))
      .returning({ credits: users.credits });
    if (!row) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      throw exists
        ? new AppError("insufficient_credits", INSUFFICIENT_CREDITS)
        : new AppError("not_found", USER_NOT_FOUND);
    }
    await tx.insert(creditLedger).values({
      userId,
      delta: -credits,
      balanceAfter: row.credits,
      kind: "scan",
      reference,
      reason: options.reason ?? null,
    });
    return row.credits;
  });
}
