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

/** How far a signature's timestamp may be from now, either way (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_S = 300;

/** The `t=` of a Stripe-Signature header, in seconds since the epoch, or null when it has none. */
function signedAt(signature: string): number | null {
  const field = signature.split(",").find((part) => part.trim().startsWith("t="));
  const seconds = Number(field?.trim().slice(2));
  return field && Number.isInteger(seconds) ? seconds : null;
}

/**
 * Verifies the Stripe-Signature header over the exact bytes received; throws on any mismatch or on a timestamp more
 * than the tolerance away from now. The SDK refuses only old timestamps (a negative age passes its check), so one
 * signed for the future, which could be replayed for as long as it stays ahead, is refused here.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
  nowMs = Date.now(),
): Stripe.Event {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_S);
  const timestamp = signedAt(signature);
  if (timestamp === null || timestamp - nowMs / 1000 > SIGNATURE_TOLERANCE_S) {
    throw new Error("Stripe signature timestamp is in the future");
  }
  return event;
}
