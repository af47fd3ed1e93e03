// The buyer's side of billing: the package list with links, their payment history, and confirm-on-return.
import { z } from "zod";
import {
  billingPackageSchema,
  confirmCheckoutResponseSchema,
  confirmCheckoutSchema,
  paymentSchema,
} from "../../contract/payments";
import type { RouteModule } from "../http/app-context";
import { PUBLIC } from "../http/openapi-operations";
import { userRateLimit } from "../http/rate-limit";
import { requireUser } from "../http/session";
import { listBillingPackages } from "./billing-packages";
import { confirmCheckoutSession } from "./confirm-checkout-session";
import { listUserPayments } from "./list-user-payments";
import { createStripeClient } from "./stripe-client";

export const paymentsRoutes: RouteModule = (app, { config, db }) => {
  const { links, stripeSecretKey, stripeApiUrl } = config.payments;
  const stripe = stripeSecretKey ? createStripeClient({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl }) : null;
  const packages = listBillingPackages(links);

  // Public: the prices are on the landing page and the links are public Stripe pages.
  app.get(
    "/api/billing/packages",
    { schema: { security: PUBLIC, response: { 200: z.array(billingPackageSchema) } } },
    () => packages,
  );

  app.get("/api/payments", { schema: { response: { 200: z.array(paymentSchema) } } }, (request) =>
    listUserPayments({ db, userId: requireUser(request).id }),
  );

  app.post(
    "/api/billing/confirm",
    // Each call asks Stripe: a sixth of the per-user budget (10 a minute by default) is plenty for a returning buyer.
    {
      config: userRateLimit(Math.max(1, Math.floor(config.userRateLimitPerMinute / 6))),
      schema: { body: confirmCheckoutSchema, response: { 200: confirmCheckoutResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await confirmCheckoutSession({
        db,
        stripe,
        links,
        sessionId: request.body.sessionId,
        userId: user.id,
      });
      const outcome = result.detail?.outcome;
      if (outcome === "unknown_package" || outcome === "package_not_sold" || outcome === "not_a_payment") {
        request.log.warn(
          { checkoutSessionId: request.body.sessionId, ...result.detail },
          "paid checkout session matches no credit package",
        );
      } else if (result.detail?.outcome === "credited") {
        request.log.info({ ...result.detail }, "purchase credited on return from checkout");
      }
      return { status: result.status };
    },
  );
};
