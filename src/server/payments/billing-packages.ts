// The five fixed packages, each with its hosted Payment Link when the operator configured one.
import { CREDIT_PACKAGES } from "../../contract/credits";
import type { BillingPackage } from "../../contract/payments";
import type { PaymentLink } from "./payment-links";

export function listBillingPackages(links: readonly PaymentLink[]): BillingPackage[] {
  return CREDIT_PACKAGES.map((pkg) => ({
    ...pkg,
    paymentLink: links.find((link) => link.packageId === pkg.id)?.url ?? null,
  }));
}
