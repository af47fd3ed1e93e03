// An administrator's grant: balance and audit row (reason, who granted) in one transaction. A closed account is
// not found: nobody can sign in to spend what it would be given.
import { and, eq, sql } from "drizzle-orm";
import { isOpenAccount } from "../account/open-accounts";
import type { Db } from "../db/client";
import { creditLedger, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { USER_NOT_FOUND } from "./credit-errors";

export type GrantCreditsOptions = {
  userId: string;
  credits: number;
  reason: string;
  /** The granting admin's user id; null when granted from the command line. */
  actorId: string | null;
};

export async function grantCredits(db: Db, options: GrantCreditsOptions): Promise<number> {
  const { userId, credits } = options;
  if (!Number.isInteger(credits) || credits < 1) throw new Error(`grantCredits: invalid amount ${credits}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${credits}`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isOpenAccount()))
      .returning({ credits: users.credits });
    if (!row) throw new AppError("not_found", USER_NOT_FOUND);
    await tx.insert(creditLedger).values({
      userId,
      delta: credits,
      balanceAfter: row.credits,
      kind: "admin_grant",
      reason: options.reason,
      actorId: options.actorId,
    });
    return row.credits;
  });
}
