// Acts on a verified Stripe event: checkout completions credit the buyer, everything else is acknowledged.
import type Stripe from "stripe";
import type { Db } from "../db/client";
import { AppError } from "../http/app-error";
import { checkoutSessionSchema } from "./checkout-session";
import { fulfillCheckoutSession, type FulfillOutcome } from "./fulfill-checkout-session";
import type { PaymentLink } from "./payment-links";

/**
 * `completed` arrives for every finished checkout; for delayed methods (bank debits) it says "unpaid" and
 * `async_payment_succeeded` follows once the money has cleared.
 */
const FULFILLING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export type HandledEvent = { type: string; sessionId: string | null; result: FulfillOutcome | { outcome: "ignored" } };

export async function handleStripeEvent(options: {
  db: Db;
  event: Stripe.Event;
  links: readonly PaymentLink[];
}): Promise<HandledEvent> {
  const { event } = options;
  if (!FULFILLING_EVENTS.has(event.type)) return { type: event.type, sessionId: null, result: { outcome: "ignored" } };

  const parsed = checkoutSessionSchema.safeParse(event.data.object);
  if (!parsed.success) {
    // Signed by Stripe yet not a session we understand: refuse it, so the failed delivery shows in Stripe's dashboard.
    throw new AppError("bad_request", "Unrecognised checkout session in event.");
  }
  const result = await fulfillCheckoutSession({ db: options.db, session: parsed.data, links: options.links });
  return { type: event.type, sessionId: parsed.data.id, result };
}
