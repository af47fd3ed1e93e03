// The payment settings of the start-up config: Stripe keys, an optional API address (tests) and the links.
import { z } from "zod";
import { optionalEnv } from "../env-values";
import { paymentLinkEnvShape, readPaymentLinks, type PaymentLink } from "./payment-links";

const optionalMatching = (pattern: RegExp, what: string) =>
  optionalEnv(z.string().trim().regex(pattern, `must be ${what}`));

/** Merged into the config's environment schema. */
export const paymentsEnvShape = {
  /** Secret or restricted key; only checkout.sessions read access is needed (for confirm-on-return). */
  STRIPE_SECRET_KEY: optionalMatching(/^(sk|rk)_(test|live)_\w+$/, "a Stripe secret key (sk_... or rk_...)"),
  STRIPE_WEBHOOK_SECRET: optionalMatching(/^whsec_\w+$/, "a webhook signing secret (whsec_...)"),
  /** Where the Stripe SDK sends API calls; unset means api.stripe.com. */
  STRIPE_API_URL: optionalMatching(/^https?:\/\/[^\s/?#]+\/?$/, "an http(s) origin such as http://127.0.0.1:12111"),
  ...paymentLinkEnvShape,
};

export type PaymentsConfig = {
  stripeSecretKey: string | undefined;
  /** Without it the webhook answers 503: an unverified event must never move money. */
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string | undefined;
  /** One entry per package that has a hosted Payment Link configured. */
  links: PaymentLink[];
};

type PaymentsEnv = { [K in keyof typeof paymentsEnvShape]?: string | undefined };

export function readPaymentsConfig(env: PaymentsEnv): PaymentsConfig {
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: env.STRIPE_API_URL,
    links: readPaymentLinks(env as Record<string, string | undefined>),
  };
}
