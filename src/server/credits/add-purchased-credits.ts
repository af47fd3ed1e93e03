// Credits a completed purchase, exactly once per payment reference (a replayed webhook adds nothing).
import type { Db } from "../db/client";
import { creditOnce } from "./credit-once";

export type AddPurchasedCreditsOptions = {
  userId: string;
  credits: number;
  /** The payment's unique reference, e.g. the Stripe payment intent or checkout session id. */
  paymentReference: string;
  reason?: string;
};

export async function addPurchasedCredits(
  db: Db,
  options: AddPurchasedCreditsOptions,
): Promise<{ added: boolean; balance: number }> {
  const result = await creditOnce(db, {
    kind: "purchase",
    userId: options.userId,
    credits: options.credits,
    reference: options.paymentReference,
    reason: options.reason ?? null,
  });
  return { added: result.applied, balance: result.balance };
}
