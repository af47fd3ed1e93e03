// The buyer's return page names its Checkout Session; when the webhook has not arrived yet, ask Stripe for the
// session and credit it through the same exactly-once path. Only the buyer's own session is ever looked at.
import Stripe from "stripe";
import type { ConfirmCheckoutResponse } from "../../contract/payments";
import type { Db } from "../db/client";
import { AppError } from "../http/app-error";
import { checkoutSessionSchema } from "./checkout-session";
import { fulfillCheckoutSession, type FulfillOutcome } from "./fulfill-checkout-session";
import type { PaymentLink } from "./payment-links";

export const SESSION_NOT_FOUND = "Payment session not found.";
const PROVIDER_UNREACHABLE =
  "Could not confirm the payment with the payment provider. Your credits will be added shortly.";

export type ConfirmCheckoutSessionOptions = {
  db: Db;
  /** Null when STRIPE_SECRET_KEY is not configured: the webhook is then the only way credits arrive. */
  stripe: Stripe | null;
  links: readonly PaymentLink[];
  sessionId: string;
  userId: string;
};

export type ConfirmCheckoutResult = ConfirmCheckoutResponse & { detail?: FulfillOutcome };

async function retrieveSession(stripe: Stripe, sessionId: string): Promise<unknown> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new AppError("not_found", SESSION_NOT_FOUND);
    }
    throw new AppError("unavailable", PROVIDER_UNREACHABLE, { cause: error });
  }
}

export async function confirmCheckoutSession(options: ConfirmCheckoutSessionOptions): Promise<ConfirmCheckoutResult> {
  if (!options.stripe) return { status: "unavailable" };
  const parsed = checkoutSessionSchema.safeParse(await retrieveSession(options.stripe, options.sessionId));
  if (!parsed.success) throw new AppError("unavailable", PROVIDER_UNREACHABLE, { cause: parsed.error });
  // Someone else's session answers exactly like a missing one, so ids cannot be probed.
  if (parsed.data.client_reference_id !== options.userId) throw new AppError("not_found", SESSION_NOT_FOUND);

  const detail = await fulfillCheckoutSession({ db: options.db, session: parsed.data, links: options.links });
  switch (detail.outcome) {
    case "credited":
    case "already_credited":
    case "not_paid":
      return { status: detail.outcome, detail };
    case "unknown_package":
    case "package_not_sold":
    case "not_a_payment":
      return { status: "unrecognized", detail };
    case "unknown_user":
      // The account was deleted between the session check and now.
      throw new AppError("not_found", SESSION_NOT_FOUND);
  }
}
