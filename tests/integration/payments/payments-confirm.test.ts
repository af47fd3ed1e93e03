// Confirm-on-return: the server asks Stripe's API (a loopback stand-in, through the real SDK) for the buyer's
// session and credits it through the same exactly-once path as the webhook.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { billingPackageSchema, confirmCheckoutResponseSchema } from "../../../src/contract/payments";
import { payments, users } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import { buildCheckoutEvent, buildCheckoutSession, startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { deliverStripeEvent } from "../helpers/fake-stripe-webhook";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";

const WEBHOOK_SECRET = "whsec_test_confirm_secret_0123456789";

describe.each(backends())("checkout confirmation on %s", (backend) => {
  let server: TestServer;
  let stripe: FakeStripe;

  async function creditsOf(userId: string) {
    const [row] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row?.credits;
  }

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      backend,
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PAYMENT_LINK_10: "https://buy.stripe.com/test_ten",
        PAYMENT_LINK_10_ID: "plink_test10",
        PAYMENT_LINK_25: "https://buy.stripe.com/test_twentyfive",
        PAYMENT_LINK_25_ID: "plink_test25",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it("credits the buyer's paid session when the webhook has not arrived, then the webhook adds nothing", async () => {
    const buyer = await registerUser(server);
    const session = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 4500,
      paymentLinkId: "plink_test10",
    });
    stripe.addSession(session);

    const res = await buyer.client.post("/api/billing/confirm", { sessionId: session.id });
    expect(res.status).toBe(200);
    expect(confirmCheckoutResponseSchema.parse(res.body)).toEqual({ status: "credited" });
    expect(stripe.requests).toContain(`GET /v1/checkout/sessions/${session.id}`);
    expect(await creditsOf(buyer.user.id)).toBe(10);

    expect((await buyer.client.post("/api/billing/confirm", { sessionId: session.id })).body).toEqual({
      status: "already_credited",
    });
    const late = await deliverStripeEvent(server.url, buildCheckoutEvent(session), { secret: WEBHOOK_SECRET });
    expect(late.status).toBe(200);
    expect(await creditsOf(buyer.user.id)).toBe(10);
    expect(await server.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toHaveLength(1);
  });

  it("maps the package by Payment Link id at its price, and refuses unknown links once every link has an id", async () => {
    const buyer = await registerUser(server);
    // The 25-credit link at its price of $100, paid $80 with a coupon (the total is after discounts): 25 credits.
    const byLink = {
      ...buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 10000, paymentLinkId: "plink_test25" }),
      amount_total: 8000,
    };
    // The same link at another price (changed in Stripe, or forged) buys nothing: decision 0130.
    const otherPrice = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 500,
      paymentLinkId: "plink_test25",
    });
    const foreign = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 4500,
      paymentLinkId: "plink_other",
    });
    stripe.addSession(byLink);
    stripe.addSession(otherPrice);
    stripe.addSession(foreign);
    expect((await buyer.client.post("/api/billing/confirm", { sessionId: byLink.id })).body).toEqual({
      status: "credited",
    });
    for (const session of [otherPrice, foreign]) {
      expect((await buyer.client.post("/api/billing/confirm", { sessionId: session.id })).body).toEqual({
        status: "unrecognized",
      });
    }
    expect(await creditsOf(buyer.user.id)).toBe(25);
  });

  it("credits nothing for a paid session of a package not on sale, or not in payment mode", async () => {
    const buyer = await registerUser(server);
    // $5 is the 1-credit package's price, and that package has no Payment Link here ("Coming Soon").
    const unsold = buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500 });
    const setup = {
      ...buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 4500, paymentLinkId: "plink_test10" }),
      mode: "setup",
    };
    for (const session of [unsold, setup]) {
      stripe.addSession(session);
      expect((await buyer.client.post("/api/billing/confirm", { sessionId: session.id })).body).toEqual({
        status: "unrecognized",
      });
    }
    expect(await creditsOf(buyer.user.id)).toBe(0);
    expect(await server.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toEqual([]);
  });

  it("does not credit an unpaid session", async () => {
    const buyer = await registerUser(server);
    const session = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 4500,
      paymentLinkId: "plink_test10",
      paymentStatus: "unpaid",
    });
    stripe.addSession(session);
    expect((await buyer.client.post("/api/billing/confirm", { sessionId: session.id })).body).toEqual({
      status: "not_paid",
    });
    expect(await creditsOf(buyer.user.id)).toBe(0);
  });

  it("answers someone else's session exactly like a missing one: 404, nothing credited", async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const session = buildCheckoutSession({
      clientReferenceId: owner.user.id,
      amountCents: 4500,
      paymentLinkId: "plink_test10",
    });
    stripe.addSession(session);

    const stolen = await other.client.post("/api/billing/confirm", { sessionId: session.id });
    const missing = await other.client.post("/api/billing/confirm", { sessionId: "cs_test_does_not_exist" });
    expect(stolen).toMatchObject({ status: 404, body: { message: "Payment session not found." } });
    expect(missing).toMatchObject({ status: 404, body: stolen.body });
    expect(await creditsOf(owner.user.id)).toBe(0);
    expect(await creditsOf(other.user.id)).toBe(0);
  });

  it("requires a signed-in user and a checkout session id", async () => {
    const anonymous = await fetch(`${server.url}/api/billing/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId: "cs_test_x" }),
    });
    expect(anonymous.status).toBe(401);
    const buyer = await registerUser(server);
    const bad = await buyer.client.post("/api/billing/confirm", { sessionId: "../../v1/charges" });
    expect(bad).toMatchObject({ status: 400, body: { message: "Invalid checkout session" } });
  });

  it("lists the five packages with the configured links", async () => {
    const res = await fetch(`${server.url}/api/billing/packages`);
    const packages = billingPackageSchema.array().parse(await res.json());
    expect(packages.map((p) => [p.credits, p.price, p.popular, p.paymentLink])).toEqual([
      [1, 5, false, null],
      [5, 25, false, null],
      [10, 45, true, "https://buy.stripe.com/test_ten"],
      [25, 100, false, "https://buy.stripe.com/test_twentyfive"],
      [50, 175, false, null],
    ]);
  });
});

describe("checkout confirmation without Stripe API access", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("answers 'unavailable' and leaves crediting to the webhook", async () => {
    const buyer = await registerUser(server);
    const res = await buyer.client.post("/api/billing/confirm", { sessionId: "cs_test_anything" });
    expect(res).toMatchObject({ status: 200, body: { status: "unavailable" } });
  });

  it("answers 503 when Stripe cannot be reached", async () => {
    const unreachable = await startFakeStripe();
    await unreachable.close();
    const offline = await startTestServer({
      env: { STRIPE_SECRET_KEY: unreachable.secretKey, STRIPE_API_URL: unreachable.url },
    });
    try {
      const buyer = await registerUser(offline);
      const res = await buyer.client.post("/api/billing/confirm", { sessionId: "cs_test_anything" });
      expect(res.status).toBe(503);
    } finally {
      await offline.close();
    }
  });
});
