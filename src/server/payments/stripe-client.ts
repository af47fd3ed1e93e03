// Builds the Stripe API client from config. STRIPE_API_URL points the SDK at another host (tests serve a
// loopback stand-in); production leaves it unset and talks to api.stripe.com.
import Stripe from "stripe";

export type StripeApiOptions = { secretKey: string; apiUrl?: string | undefined };

export function createStripeClient({ secretKey, apiUrl }: StripeApiOptions): Stripe {
  const endpoint = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    // Retries make a stuck return page slower; the webhook is the path that must not miss a purchase.
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: endpoint.port || (endpoint.protocol === "http:" ? 80 : 443),
          protocol: endpoint.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** Verifies the Stripe-Signature header over the exact bytes received; throws on any mismatch or stale timestamp. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
