// Acts on a verified Stripe event: checkout completions credit the buyer, everything else is acknowledged.
import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../db/client";
import { AppError } from "../http/app-error";
import { checkoutSessionSchema, purchaseKey } from "./checkout-session";
import { fulfillCheckoutSession, type FulfillOutcome } from "./fulfill-checkout-session";
import type { PaymentLink } from "./payment-links";

/**
 * `completed` arrives for every finished checkout; for delayed methods (bank debits) it says "unpaid" and
 * `async_payment_succeeded` follows once the money has cleared.
 */
const FULFILLING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/** payments.stripe_payment_intent_id is varchar(255); Stripe's ids are far shorter. */
const MAX_PURCHASE_KEY = 255;

// Signed is not the same as well-formed: an event with no type, or a checkout event with no data, is refused.
const eventEnvelopeSchema = z.object({ id: z.string(), type: z.string() });
const checkoutEventSchema = z.object({ data: z.object({ object: z.unknown() }) });

export type HandledEvent = {
  type: string;
  sessionId: string | null;
  result: FulfillOutcome | { outcome: "ignored" } | { outcome: "unusable_payment_intent"; length: number };
};

export async function handleStripeEvent(options: {
  db: Db;
  event: Stripe.Event;
  links: readonly PaymentLink[];
}): Promise<HandledEvent> {
  const { event } = options;
  const envelope = eventEnvelopeSchema.safeParse(event);
  if (!envelope.success) throw new AppError("bad_request", "Unrecognised Stripe event.");
  const { type } = envelope.data;
  if (!FULFILLING_EVENTS.has(type)) return { type, sessionId: null, result: { outcome: "ignored" } };

  const withData = checkoutEventSchema.safeParse(event);
  const parsed = checkoutSessionSchema.safeParse(withData.success ? withData.data.data.object : undefined);
  if (!parsed.success) {
    // Signed by Stripe yet not a session we understand: refuse it, so the failed delivery shows in Stripe's dashboard.
    throw new AppError("bad_request", "Unrecognised checkout session in event.");
  }
  const key = purchaseKey(parsed.data);
  if (key.length > MAX_PURCHASE_KEY) {
    // Cannot be recorded, so cannot be credited exactly once: acknowledged and logged for an operator instead.
    return { type, sessionId: parsed.data.id, result: { outcome: "unusable_payment_intent", length: key.length } };
  }
  const result = await fulfillCheckoutSession({ db: options.db, session: parsed.data, links: options.links });
  return { type, sessionId: parsed.data.id, result };
}
