// The few fields of a Stripe Checkout Session this app relies on, checked before anything is credited.
import { z } from "zod";

const expandableIdSchema = z.union([z.string(), z.object({ id: z.string() })]).nullable();

export const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal("checkout.session"),
  mode: z.string(),
  client_reference_id: z.string().nullable(),
  payment_status: z.string(),
  payment_intent: expandableIdSchema.optional().default(null),
  payment_link: expandableIdSchema.optional().default(null),
  amount_subtotal: z.number().int().nullable().optional().default(null),
  amount_total: z.number().int().nullable().optional().default(null),
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
