// Gives back the credits of a failed scan, exactly once per scan however often it is called.
import type { Db } from "../db/client";
import { creditOnce } from "./credit-once";

export type RefundCreditsOptions = { userId: string; scanId: string; credits: number; reason?: string };

/** Returns whether this call refunded (false: the scan was already refunded) and the balance after. */
export async function refundCredits(
  db: Db,
  options: RefundCreditsOptions,
): Promise<{ refunded: boolean; balance: number }> {
  const result = await creditOnce(db, {
    kind: "refund",
    userId: options.userId,
    credits: options.credits,
    reference: options.scanId,
    reason: options.reason ?? "Scan failed",
  });
  return { refunded: result.applied, balance: result.balance };
}
