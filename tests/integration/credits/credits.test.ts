// Credit services against a real database: no overdraft under concurrency, exactly-once refunds and purchases.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPurchasedCredits } from "../../../src/server/credits/add-purchased-credits";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { refundCredits } from "../../../src/server/credits/refund-credits";
import { reserveCredits } from "../../../src/server/credits/reserve-credits";
import { creditLedger, users } from "../../../src/server/db/schema";
import { AppError } from "../../../src/server/http/app-error";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";

describe.each(backends())("credit services on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  async function newUserWith(credits: number): Promise<string> {
    const { user } = await registerUser(server);
    if (credits > 0) await grantCredits(server.db, { userId: user.id, credits, reason: "test setup", actorId: null });
    return user.id;
  }

  async function balance(userId: string): Promise<number> {
    const [row] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row?.credits ?? Number.NaN;
  }

  it("never goes negative under 20 concurrent reservations", async () => {
    const userId = await newUserWith(7);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => reserveCredits(server.db, { userId, credits: 1, reference: `scan-${i}` })),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(7);
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r.reason).toMatchObject({ code: "insufficient_credits", statusCode: 402 });
    expect(await balance(userId)).toBe(0);
    const ledger = await server.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, "scan")));
    expect(ledger).toHaveLength(7);
    expect(ledger.map((l) => l.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("refuses a reservation larger than the balance without touching it", async () => {
    const userId = await newUserWith(2);
    const attempt = reserveCredits(server.db, { userId, credits: 3, reference: "big-scan" });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ message: "Insufficient credits" });
    expect(await balance(userId)).toBe(2);
  });

  it("refunds a scan exactly once under concurrent calls", async () => {
    const userId = await newUserWith(3);
    await reserveCredits(server.db, { userId, credits: 2, reference: "scan-r" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refundCredits(server.db, { userId, scanId: "scan-r", credits: 2 })),
    );
    expect(results.filter((r) => r.refunded)).toHaveLength(1);
    expect(await balance(userId)).toBe(3);
    const refunds = await server.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.kind, "refund"), eq(creditLedger.reference, "scan-r")));
    expect(refunds).toEqual([expect.objectContaining({ delta: 2, balanceAfter: 3 })]);
  });

  it("refunds inside the caller's transaction, and rolls back with it", async () => {
    const userId = await newUserWith(1);
    await reserveCredits(server.db, { userId, credits: 1, reference: "scan-tx" });
    await expect(
      server.db.transaction(async (tx) => {
        await refundCredits(tx, { userId, scanId: "scan-tx", credits: 1 });
        throw new Error("job failed after the refund");
      }),
    ).rejects.toThrow("job failed");
    expect(await balance(userId)).toBe(0);
    expect((await refundCredits(server.db, { userId, scanId: "scan-tx", credits: 1 })).refunded).toBe(true);
    expect(await balance(userId)).toBe(1);
  });

  it("credits a purchase once per payment reference", async () => {
    const userId = await newUserWith(0);
    const first = await addPurchasedCredits(server.db, { userId, credits: 10, paymentReference: "cs_test_1" });
    const replay = await addPurchasedCredits(server.db, { userId, credits: 10, paymentReference: "cs_test_1" });
    expect(first).toEqual({ added: true, balance: 10 });
    expect(replay).toEqual({ added: false, balance: 10 });
    expect(await balance(userId)).toBe(10);
  });

  it("writes an admin_grant ledger row with each grant", async () => {
    const userId = await newUserWith(0);
    expect(await grantCredits(server.db, { userId, credits: 4, reason: "Pilot customer", actorId: null })).toBe(4);
    const rows = await server.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(rows).toEqual([
      expect.objectContaining({ kind: "admin_grant", delta: 4, balanceAfter: 4, reason: "Pilot customer" }),
    ]);
  });
});
