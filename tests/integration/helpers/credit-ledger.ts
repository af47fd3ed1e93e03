// A user's balance, and the credit invariant every fault test checks: a user's balance equals the sum of their ledger
// entries.
import { eq, sum } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../../src/server/db/client";
import { creditLedger, users } from "../../../src/server/db/schema";

/** Expects the user's balance to equal the sum of their ledger entries; resolves with the balance. */
export async function expectLedgerEqualsBalance(db: Db, userId: string): Promise<number> {
  const [ledger] = await db
    .select({ total: sum(creditLedger.delta) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  expect(Number(ledger?.total ?? 0)).toBe(row?.credits);
  return row?.credits ?? 0;
}

/** The user's balance as the database holds it; NaN when there is no such user. */
export async function creditsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? Number.NaN;
}
