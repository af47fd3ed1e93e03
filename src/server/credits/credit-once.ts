// Adds credits at most once per (kind, reference), for refunds and purchases, using the ledger's unique index.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { creditLedger, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { USER_NOT_FOUND } from "./credit-errors";

export type CreditOnceOptions = {
  kind: "refund" | "purchase";
  userId: string;
  credits: number;
  reference: string;
  reason?: string | null;
  actorId?: string | null;
};

export type CreditOnceResult = { applied: boolean; balance: number };

export async function creditOnce(db: Db, options: CreditOnceOptions): Promise<CreditOnceResult> {
  const { userId, credits } = options;
  if (!Number.isInteger(credits) || credits < 1) throw new Error(`creditOnce: invalid amount ${credits}`);
  return db.transaction(async (tx) => {
    // Lock the balance row first so the ledger's balance_after is exact under concurrent changes.
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("not_found", USER_NOT_FOUND);
    // A concurrent twin blocks on the unique index until this commits, then inserts nothing.
    const inserted = await tx
      .insert(creditLedger)
      .values({
        userId,
        delta: credits,
        balanceAfter: user.credits + credits,
        kind: options.kind,
        reference: options.reference,
        reason: options.reason ?? null,
        actorId: options.actorId ?? null,
      })
      .onConflictDoNothing({
        target: [creditLedger.kind, creditLedger.reference],
        where: sql`${creditLedger.kind} in ('refund', 'purchase')`,
      })
      .returning({ id: creditLedger.id });
    if (inserted.length === 0) return { applied: false, balance: user.credits };
    const [row] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${credits}`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ credits: users.credits });
    return { applied: true, balance: row?.credits ?? user.credits + credits };
  });
}
