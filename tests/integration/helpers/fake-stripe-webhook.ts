// Delivers events to the app's webhook the way Stripe does: a JSON body signed with the endpoint's secret.
import Stripe from "stripe";

export type DeliveryOptions = {
  secret: string;
  /** Seconds since the epoch to sign with; defaults to now. */
  timestamp?: number;
  /** Replaces the computed Stripe-Signature header (null sends none). */
  signature?: string | null;
};

export async function deliverStripeEvent(baseUrl: string, event: unknown, options: DeliveryOptions): Promise<Response> {
  const payload = typeof event === "string" ? event : JSON.stringify(event, null, 2);
  const header =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret, timestamp: options.timestamp })
      : options.signature;
  return fetch(`${baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(header === null ? {} : { "stripe-signature": header }),
    },
    body: payload,
  });
}
