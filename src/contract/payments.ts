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
