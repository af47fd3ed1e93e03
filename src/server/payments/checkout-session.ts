// The few fields of a Stripe Checkout Session this app relies on, checked before anything is credited.
import { z } from "zod";

/** A credit purchase in cents: never negative, and far below the limit of the payments.amount column (numeric(10,2)). */
export const MAX_CHECKOUT_CENTS = 100_000_000;
const centsSchema = z.number().int().min(0).max(MAX_CHECKOUT_CENTS);

// Stripe's ids are ASCII letters, digits and underscores ("cs_test_a1…", "pi_3Q…"); a NUL or any other character is
// not one of theirs, and PostgreSQL refuses a NUL in text.
const stripeIdSchema = z.string().regex(/^[A-Za-z0-9_]+$/);
const expandableIdSchema = z.union([stripeIdSchema, z.object({ id: stripeIdSchema })]).nullable();

export const checkoutSessionSchema = z.object({
  id: stripeIdSchema.max(255),
  object: z.literal("checkout.session"),
  mode: z.string(),
  client_reference_id: z.string().nullable(),
  payment_status: z.string(),
  payment_intent: expandableIdSchema.optional().default(null),
  payment_link: expandableIdSchema.optional().default(null),
  amount_subtotal: centsSchema.nullable().optional().default(null),
  amount_total: centsSchema.nullable().optional().default(null),
  currency: z.string().nullable().optional().default(null),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export function expandableId(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

/**
 * The key a purchase is recorded under (payments.stripePaymentIntentId): the PaymentIntent when there is one,
 * otherwise the session itself (a fully discounted checkout has none). Both are unique per purchase at Stripe.
 */
export function purchaseKey(session: CheckoutSession): string {
  return expandableId(session.payment_intent) ?? session.id;
}
