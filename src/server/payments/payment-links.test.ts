import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paymentLinkEnvShape, readPaymentLinks } from "./payment-links";

const envSchema = z.object(paymentLinkEnvShape);

describe("payment link configuration", () => {
  it("reads one link per package from PAYMENT_LINK_<credits>, with an optional _ID", () => {
    const env = envSchema.parse({
      PAYMENT_LINK_10: "https://buy.stripe.com/test_ten",
      PAYMENT_LINK_10_ID: "plink_1Abc",
      PAYMENT_LINK_50: "https://buy.stripe.com/test_fifty",
    });
    expect(readPaymentLinks(env)).toEqual([
      { packageId: "pack-10", url: "https://buy.stripe.com/test_ten", linkId: "plink_1Abc" },
      { packageId: "pack-50", url: "https://buy.stripe.com/test_fifty", linkId: null },
    ]);
  });

  it("rejects plain-http links off loopback, links with a query string and malformed ids", () => {
    expect(envSchema.safeParse({ PAYMENT_LINK_1: "http://buy.example.com/x" }).success).toBe(false);
    expect(envSchema.safeParse({ PAYMENT_LINK_1: "https://buy.stripe.com/x?a=1" }).success).toBe(false);
    expect(envSchema.safeParse({ PAYMENT_LINK_1_ID: "price_123" }).success).toBe(false);
    expect(envSchema.safeParse({ PAYMENT_LINK_1: "http://127.0.0.1:4000/pay" }).success).toBe(true);
  });
});

it("treats blank variables as not configured", () => {
  expect(readPaymentLinks(envSchema.parse({ PAYMENT_LINK_5: "  ", PAYMENT_LINK_5_ID: "" }))).toEqual([]);
});
