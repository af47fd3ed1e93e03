// POST /api/stripe/webhook: Stripe's signed event deliveries. The signature covers the exact bytes sent, so this
// scope parses no JSON itself and hands the raw body to the SDK's verifier.
import { z } from "zod";
import type { RouteModule } from "../http/app-context";
import { errorResponses, PUBLIC } from "../http/openapi-operations";
import { AppError } from "../http/app-error";
import { handleStripeEvent, type HandledEvent } from "./handle-stripe-event";
import { verifyStripeEvent } from "./stripe-client";

const MAX_EVENT_BYTES = 512 * 1024;

/** Outcomes of a checkout that was completed at Stripe yet credits nobody: each is logged for the operator. */
const NOT_CREDITED = new Set<HandledEvent["result"]["outcome"]>([
  "unknown_user",
  "unknown_package",
  "package_not_sold",
  "not_a_payment",
  "unusable_payment_intent",
]);

export const stripeWebhookRoutes: RouteModule = (app, { config, db }) => {
  const { stripeWebhookSecret, links } = config.payments;
  if (!stripeWebhookSecret) {
    app.log.warn("STRIPE_WEBHOOK_SECRET is not set: purchases will not be credited (the webhook answers 503)");
  }

  // Encapsulated: only this scope keeps bodies as Buffers; every other route still gets parsed JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    "/api/stripe/webhook",
    { schema: { security: PUBLIC, response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400) } } },
    async (request) => {
      if (!stripeWebhookSecret) throw new AppError("unavailable", "Payments are not configured.");
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        throw new AppError("bad_request", "Missing Stripe signature.");
      }
      let event;
      try {
        event = verifyStripeEvent(request.body, signature, stripeWebhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, "rejected Stripe webhook: signature verification failed");
        throw new AppError("bad_request", "Invalid Stripe signature.");
      }

      const handled = await handleStripeEvent({ db, event, links });
      const log = { eventId: event.id, type: handled.type, checkoutSessionId: handled.sessionId, ...handled.result };
      const { outcome } = handled.result;
      if (NOT_CREDITED.has(outcome)) {
        // Acknowledged so Stripe stops retrying; an operator reconciles it from this line and the Stripe dashboard.
        request.log.warn(log, "paid checkout not credited");
      } else {
        request.log.info(log, "stripe event handled");
      }
      return { received: true };
    },
  );
};
