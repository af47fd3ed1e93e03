// Turns a paid Checkout Session into a payment row plus credits, exactly once, whether it arrives by webhook,
// by a replay of that webhook, or by the buyer's return page confirming it.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CreditPackage } from "../../contract/credits";
import { addPurchasedCredits } from "../credits/add-purchased-credits";
import type { Db } from "../db/client";
import { payments, users } from "../db/schema";
import { purchaseKey, type CheckoutSession } from "./checkout-session";
import type { PaymentLink } from "./payment-links";
import { resolvePackage } from "./resolve-package";

export type FulfillOutcome =
  | { outcome: "credited"; paymentId: string; userId: string; credits: number; purchaseKey: string }
  | { outcome: "already_credited"; purchaseKey: string }
  | { outcome: "not_paid" }
  | { outcome: "unknown_user"; clientReferenceId: string | null }
  | { outcome: "unknown_package"; userId: string }
  /** A session that is not a one-time payment ("setup", "subscription"): nothing was bought. */
  | { outcome: "not_a_payment"; mode: string }
  /** The price of a package the operator does not sell: its Payment Link is not configured ("Coming Soon"). */
  | { outcome: "package_not_sold"; userId: string; packageId: string };

export type FulfillCheckoutSessionOptions = {
  db: Db;
  session: CheckoutSession;
  links: readonly PaymentLink[];
};

const userIdSchema = z.uuid();

/** What the buyer paid, in dollars with two decimals; the package price when Stripe reports no total. */
function paidAmount(session: CheckoutSession, pkg: CreditPackage): string {
  const cents = session.amount_total ?? Math.round(pkg.price * 100);
  return (cents / 100).toFixed(2);
}

export async function fulfillCheckoutSession(options: FulfillCheckoutSessionOptions): Promise<FulfillOutcome> {
  const { db, session } = options;
  if (session.payment_status !== "paid") return { outcome: "not_paid" };
  // Only a one-time payment buys credits: a setup session saves a card and a subscription is not a package, whatever
  // their payment_status says (decision 0264).
  if (session.mode !== "payment") return { outcome: "not_a_payment", mode: session.mode };

  const reference = session.client_reference_id;
  const userId = userIdSchema.safeParse(reference).success ? reference : null;
  const [user] = userId ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!user) return { outcome: "unknown_user", clientReferenceId: reference };

  const pkg = resolvePackage(session, options.links);
  if (!pkg) return { outcome: "unknown_package", userId: user.id };
  // A package is on sale only through its configured link; one the operator does not sell is never credited.
  if (!options.links.some((link) => link.packageId === pkg.id)) {
    return { outcome: "package_not_sold", userId: user.id, packageId: pkg.id };
  }

  const key = purchaseKey(session);
  return db.transaction(async (tx): Promise<FulfillOutcome> => {
    // The unique key makes a concurrent twin wait here until this commits, then insert nothing.
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        stripePaymentIntentId: key,
        amount: paidAmount(session, pkg),
        creditsAdded: pkg.credits,
        status: "completed",
      })
      .onConflictDoNothing({ target: payments.stripePaymentIntentId })
      .returning({ id: payments.id });
    if (!payment) return { outcome: "already_credited", purchaseKey: key };

    await addPurchasedCredits(tx, {
      userId: user.id,
      credits: pkg.credits,
      paymentReference: key,
      reason: `Purchased ${pkg.credits} credit${pkg.credits === 1 ? "" : "s"}`,
    });
    return { outcome: "credited", paymentId: payment.id, userId: user.id, credits: pkg.credits, purchaseKey: key };
  });
}
