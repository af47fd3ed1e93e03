import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paymentLinkEnvShape, readPaymentLinks } from "./payment-links";
import { paymentsEnvShape, readPaymentsConfig } from "./payments-config";

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

describe("payments config", () => {
  it("accepts Stripe-shaped keys and refuses others", () => {
    const schema = z.object(paymentsEnvShape);
    const env = schema.parse({
      STRIPE_SECRET_KEY: "rk_live_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_API_URL: "http://127.0.0.1:12111",
      PAYMENT_LINK_25: "https://buy.stripe.com/x",
    });
    expect(readPaymentsConfig(env)).toMatchObject({
      stripeSecretKey: "rk_live_abc123",
      stripeWebhookSecret: "whsec_abc123",
      stripeApiUrl: "http://127.0.0.1:12111",
      links: [{ packageId: "pack-25", url: "https://buy.stripe.com/x", linkId: null }],
    });
    expect(schema.safeParse({ STRIPE_SECRET_KEY: "pk_test_publishable" }).success).toBe(false);
    expect(schema.safeParse({ STRIPE_WEBHOOK_SECRET: "secret" }).success).toBe(false);
    expect(schema.safeParse({ STRIPE_API_URL: "http://127.0.0.1:12111/v1?x" }).success).toBe(false);
    expect(readPaymentsConfig(schema.parse({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }))).toMatchObject({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      links: [],
    });
  });
});
