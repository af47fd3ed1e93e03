// Decides which credit package a completed Checkout Session bought.
import { CREDIT_PACKAGES, type CreditPackage } from "../../contract/credits";
import { expandableId, type CheckoutSession } from "./checkout-session";
import type { PaymentLink } from "./payment-links";

function priceInCents(pkg: CreditPackage): number {
  return Math.round(pkg.price * 100);
}

/**
 * First by the session's Payment Link id, when the operator configured PAYMENT_LINK_<n>_ID, and only when the
 * pre-discount subtotal is that package's price; otherwise (unless
 * every configured link has an id, which makes the mapping strict) by the
 * pre-discount, pre-tax subtotal in US dollars matching exactly one package price. Anything else is unknown
 * (null) rather than guessed, so a stray product in the same Stripe account never turns into credits.
 */
export function resolvePackage(session: CheckoutSession, links: readonly PaymentLink[]): CreditPackage | null {
  const linkId = expandableId(session.payment_link);
  if (linkId) {
    const link = links.find((l) => l.linkId === linkId);
    if (link) {
      const pkg = CREDIT_PACKAGES.find((p) => p.id === link.packageId);
      // A link's checkout at any other price (a changed price in Stripe, a quantity, a forged total) buys nothing.
      return pkg && session.amount_subtotal === priceInCents(pkg) ? pkg : null;
    }
    // When every configured link names its id, an unknown link is not ours: do not fall back to the amount.
    if (links.length > 0 && links.every((l) => l.linkId !== null)) return null;
  }
  if (session.currency?.toLowerCase() !== "usd" || session.amount_subtotal === null) return null;
  const matches = CREDIT_PACKAGES.filter((pkg) => priceInCents(pkg) === session.amount_subtotal);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
