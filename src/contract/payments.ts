// Payments as the API returns them.
import { z } from "zod";

export const paymentSchema = z.object({
  id: z.string(),
  creditsAdded: z.number().int(),
  amount: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A package as the billing page sees it: the fixed package plus its hosted payment link, if configured. */
export const billingPackageSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  price: z.number(),
  pricePerCredit: z.number(),
  popular: z.boolean(),
  paymentLink: z.string().nullable(),
});
export type BillingPackage = z.infer<typeof billingPackageSchema>;

/** The return from a hosted checkout: the session id Stripe appends to the success URL. */
export const confirmCheckoutSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .max(255)
    .regex(/^cs_[A-Za-z0-9_]+$/, "Invalid checkout session"),
});
export type ConfirmCheckoutPayload = z.infer<typeof confirmCheckoutSchema>;

/**
 * credited / already_credited: the purchase is on the account; not_paid: the payment has not cleared yet
 * (delayed methods); unrecognized: paid, but for no known package; unavailable: the server cannot ask Stripe,
 * so the webhook alone will credit it.
 */
export const CONFIRM_CHECKOUT_STATUSES = [
  "credited",
  "already_credited",
  "not_paid",
  "unrecognized",
  "unavailable",
] as const;
export const confirmCheckoutResponseSchema = z.object({ status: z.enum(CONFIRM_CHECKOUT_STATUSES) });
export type ConfirmCheckoutResponse = z.infer<typeof confirmCheckoutResponseSchema>;
