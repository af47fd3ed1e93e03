// Which hosted Stripe Payment Link sells which credit package, read from the environment once at start-up.
// An operator sets PAYMENT_LINK_<credits> to the link's URL (https://buy.stripe.com/...) and, optionally,
// PAYMENT_LINK_<credits>_ID to the link's id (plink_...) so a completed checkout maps to its package exactly.
import { z } from "zod";
import { optionalEnv } from "../env-values";
import { CREDIT_PACKAGES, type CreditPackage } from "../../contract/credits";

export type PaymentLink = { packageId: string; url: string; linkId: string | null };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Hosted links must be https; plain http is accepted only on loopback, where tests serve their own page. */
const paymentLinkUrlSchema = z
  .string()
  .trim()
  .pipe(z.url())
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  }, "must be an https URL")
  .refine((value) => !new URL(value).search, "must not carry a query string (the app adds its own parameters)");

const paymentLinkIdSchema = z
  .string()
  .trim()
  .regex(/^plink_[A-Za-z0-9]+$/, "must be a Payment Link id (plink_...)");

function envNames(pkg: CreditPackage): { url: string; id: string } {
  return { url: `PAYMENT_LINK_${pkg.credits}`, id: `PAYMENT_LINK_${pkg.credits}_ID` };
}

/** The zod shape of every PAYMENT_LINK_* variable, for the start-up config schema. */
export const paymentLinkEnvShape = Object.fromEntries(
  CREDIT_PACKAGES.flatMap((pkg) => {
    const names = envNames(pkg);
    return [
      [names.url, optionalEnv(paymentLinkUrlSchema)],
      [names.id, optionalEnv(paymentLinkIdSchema)],
    ];
  }),
) as Record<string, ReturnType<typeof optionalEnv<z.ZodString>>>;

/** Builds the package → link table from already-validated variables; packages without a URL are left out. */
export function readPaymentLinks(env: Readonly<Record<string, string | undefined>>): PaymentLink[] {
  const links: PaymentLink[] = [];
  for (const pkg of CREDIT_PACKAGES) {
    const names = envNames(pkg);
    const url = env[names.url]?.trim();
    if (!url) continue;
    links.push({ packageId: pkg.id, url, linkId: env[names.id]?.trim() || null });
  }
  return links;
}
