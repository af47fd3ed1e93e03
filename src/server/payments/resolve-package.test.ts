import { describe, expect, it } from "vitest";
import { checkoutSessionSchema, purchaseKey } from "./checkout-session";
import { resolvePackage } from "./resolve-package";
import type { PaymentLink } from "./payment-links";

function session(fields: Record<string, unknown>) {
  return checkoutSessionSchema.parse({
    id: "cs_test_1",
    object: "checkout.session",
    mode: "payment",
    client_reference_id: null,
    payment_status: "paid",
    currency: "usd",
    ...fields,
  });
}

const withIds: PaymentLink[] = [
  { packageId: "pack-10", url: "https://buy.stripe.com/ten", linkId: "plink_ten" },
  { packageId: "pack-50", url: "https://buy.stripe.com/fifty", linkId: "plink_fifty" },
];

describe("resolvePackage", () => {
  it("maps a configured Payment Link id to its package when the subtotal is the package's price", () => {
    expect(resolvePackage(session({ payment_link: "plink_ten", amount_subtotal: 4500 }), withIds)?.credits).toBe(10);
    expect(
      resolvePackage(session({ payment_link: { id: "plink_fifty" }, amount_subtotal: 17500 }), withIds)?.credits,
    ).toBe(50);
  });

  it("credits nothing for a configured link's checkout at another price", () => {
    expect(resolvePackage(session({ payment_link: "plink_ten", amount_subtotal: 1 }), withIds)).toBeNull();
    expect(resolvePackage(session({ payment_link: "plink_ten", amount_subtotal: 9000 }), withIds)).toBeNull();
    expect(resolvePackage(session({ payment_link: "plink_ten", amount_subtotal: null }), withIds)).toBeNull();
  });

  it("maps an exact US-dollar subtotal to the package with that price", () => {
    expect(resolvePackage(session({ amount_subtotal: 500 }), [])?.credits).toBe(1);
    expect(resolvePackage(session({ amount_subtotal: 4500 }), [])?.credits).toBe(10);
    expect(resolvePackage(session({ amount_subtotal: 17500 }), [])?.credits).toBe(50);
  });

  it("refuses amounts that match no package, other currencies and missing amounts", () => {
    expect(resolvePackage(session({ amount_subtotal: 4400 }), [])).toBeNull();
    expect(resolvePackage(session({ amount_subtotal: 4500, currency: "eur" }), [])).toBeNull();
    expect(resolvePackage(session({ amount_subtotal: null }), [])).toBeNull();
  });

  it("is strict about unknown links once every configured link has an id", () => {
    expect(resolvePackage(session({ payment_link: "plink_other", amount_subtotal: 4500 }), withIds)).toBeNull();
    const partial: PaymentLink[] = [
      ...withIds,
      { packageId: "pack-1", url: "https://buy.stripe.com/one", linkId: null },
    ];
    expect(resolvePackage(session({ payment_link: "plink_other", amount_subtotal: 500 }), partial)?.credits).toBe(1);
  });
});

describe("checkoutSessionSchema", () => {
  it("refuses negative and absurd amounts and ids that are not Stripe's", () => {
    const base = { id: "cs_test_1", object: "checkout.session", mode: "payment", client_reference_id: null };
    const parse = (fields: Record<string, unknown>) =>
      checkoutSessionSchema.safeParse({ ...base, payment_status: "paid", ...fields }).success;
    expect(parse({ amount_total: 4500, amount_subtotal: 4500 })).toBe(true);
    expect(parse({ amount_total: 0, amount_subtotal: 4500 })).toBe(true); // a 100%-off coupon
    expect(parse({ amount_total: -500 })).toBe(false);
    expect(parse({ amount_subtotal: -500 })).toBe(false);
    expect(parse({ amount_total: 1e10 })).toBe(false);
    expect(parse({ amount_total: -1e10 })).toBe(false);
    expect(parse({ payment_intent: "pi_1\u0000" })).toBe(false);
    expect(parse({ id: "cs_\u0000" })).toBe(false);
  });
});

describe("purchaseKey", () => {
  it("uses the PaymentIntent id, or the session id when there is none", () => {
    expect(purchaseKey(session({ payment_intent: "pi_123" }))).toBe("pi_123");
    expect(purchaseKey(session({ payment_intent: { id: "pi_456" } }))).toBe("pi_456");
    expect(purchaseKey(session({ payment_intent: null }))).toBe("cs_test_1");
  });
});
