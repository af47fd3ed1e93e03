// Stripe's signed webhook against the running server and a real database: credits exactly once, refuses forgeries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminPaymentSchema } from "../../../src/contract/admin";
import { billingPackageSchema, paymentSchema } from "../../../src/contract/payments";
import { creditLedger, payments, users } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import { buildCheckoutEvent, buildCheckoutSession } from "../helpers/fake-stripe";
import { deliverStripeEvent } from "../helpers/fake-stripe-webhook";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, registerUser } from "../helpers/users";

const WEBHOOK_SECRET = "whsec_test_integration_secret_0123456789";
/** Every package on sale through a Payment Link without an id, so a checkout is matched by its price. */
const ALL_LINKS = {
  PAYMENT_LINK_1: "https://buy.stripe.com/test_one",
  PAYMENT_LINK_5: "https://buy.stripe.com/test_five",
  PAYMENT_LINK_10: "https://buy.stripe.com/test_ten",
  PAYMENT_LINK_25: "https://buy.stripe.com/test_twentyfive",
  PAYMENT_LINK_50: "https://buy.stripe.com/test_fifty",
};

describe.each(backends())("Stripe webhook on %s", (backend) => {
  let server: TestServer;
  const deliver = (event: unknown, options: { timestamp?: number; signature?: string | null; secret?: string } = {}) =>
    deliverStripeEvent(server.url, event, { secret: WEBHOOK_SECRET, ...options });

  async function accountState(userId: string) {
    const [user] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    const paymentRows = await server.db.select().from(payments).where(eq(payments.userId, userId));
    const ledgerRows = await server.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    return { credits: user?.credits, payments: paymentRows, ledger: ledgerRows };
  }

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...ALL_LINKS } });
  });
  afterAll(() => server?.close());

  it("credits a paid checkout: payment row, balance and ledger entry", async () => {
    const buyer = await registerUser(server);
    const session = buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 4500, email: buyer.email });
    const res = await deliver(buildCheckoutEvent(session));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });

    const state = await accountState(buyer.user.id);
    expect(state.credits).toBe(10);
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({
      stripePaymentIntentId: session.payment_intent,
      amount: "45.00",
      creditsAdded: 10,
      status: "completed",
    });
    expect(state.ledger).toEqual([
      expect.objectContaining({ kind: "purchase", delta: 10, balanceAfter: 10, reference: session.payment_intent }),
    ]);
    const me = await buyer.client.get<{ credits: number }>("/api/auth/user");
    expect(me.body.credits).toBe(10);
  });

  it("credits a replayed event once, and five concurrent duplicate deliveries once", async () => {
    const buyer = await registerUser(server);
    const session = buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 2500 });
    const event = buildCheckoutEvent(session);
    for (let i = 0; i < 5; i++) expect((await deliver(event)).status).toBe(200);
    expect((await accountState(buyer.user.id)).credits).toBe(5);

    // Stripe may send the same session under different event ids (completed, then a retry) at the same moment.
    const racing = buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 17500 });
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => deliver(buildCheckoutEvent(racing)).then((r) => r.status)),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const state = await accountState(buyer.user.id);
    expect(state.credits).toBe(55);
    expect(state.payments).toHaveLength(2);
    expect(state.ledger.map((l) => l.delta).sort((a, b) => a - b)).toEqual([5, 50]);
  });

  it("refuses a missing, wrong or stale signature and an unsigned body with 400, changing nothing", async () => {
    const buyer = await registerUser(server);
    const event = buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500 }));
    const stale = Math.floor(Date.now() / 1000) - 301;
    const attempts = [
      await deliver(event, { signature: null }),
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { signature: "t=123,v1=deadbeef" }),
      await deliver(event, { timestamp: stale }),
      await deliver("not json at all", { signature: null }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: expect.any(String), code: "BAD_REQUEST" });
    }
    // A body altered after signing no longer matches its signature.
    const payload = JSON.stringify(event);
    const tampered = await deliverStripeEvent(
      server.url,
      payload.replace('"amount_total":500', '"amount_total":50000'),
      {
        secret: WEBHOOK_SECRET,
        signature: (await import("stripe")).default.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
    );
    expect(tampered.status).toBe(400);
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 0, payments: [], ledger: [] });
  });

  it("acknowledges but credits nobody for an unknown user, an unknown package or an unpaid session", async () => {
    const buyer = await registerUser(server);
    const events = [
      buildCheckoutEvent(
        buildCheckoutSession({ clientReferenceId: "00000000-0000-4000-8000-000000000000", amountCents: 500 }),
      ),
      buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: "not-a-uuid", amountCents: 500 })),
      buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: null, amountCents: 500 })),
      buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 1234 })),
      buildCheckoutEvent(
        buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500, paymentStatus: "unpaid" }),
      ),
      buildCheckoutEvent(
        buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500 }),
        "checkout.session.expired",
      ),
    ];
    for (const event of events) expect((await deliver(event)).status).toBe(200);
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 0, payments: [], ledger: [] });
    const all = await server.db.select().from(payments);
    expect(all.some((p) => p.amount === "12.34" || p.userId === "00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("acknowledges but credits nothing for a paid session that is not a one-time payment (setup, subscription)", async () => {
    const buyer = await registerUser(server);
    for (const mode of ["setup", "subscription", "Payment", ""]) {
      const session = { ...buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 4500 }), mode };
      expect(session.payment_status).toBe("paid");
      for (const type of ["checkout.session.completed", "checkout.session.async_payment_succeeded"]) {
        const res = await deliver(buildCheckoutEvent(session, type));
        expect(res.status, `${mode} ${type}`).toBe(200);
        expect(await res.json()).toEqual({ received: true });
      }
    }
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 0, payments: [], ledger: [] });
    // The same checkout as a payment is credited, once.
    const paid = buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 4500 });
    for (let i = 0; i < 2; i++) expect((await deliver(buildCheckoutEvent(paid))).status).toBe(200);
    const state = await accountState(buyer.user.id);
    expect(state.credits).toBe(10);
    expect(state.ledger).toEqual([expect.objectContaining({ delta: 10, balanceAfter: 10 })]);
  });

  it("refuses a signature timestamped in the future beyond the tolerance, as the past", async () => {
    const buyer = await registerUser(server);
    const event = buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500 }));
    const now = () => Math.floor(Date.now() / 1000);
    // Just past the 300 s tolerance, with room for the seconds a loaded machine takes between here and the check.
    for (const ahead of [100_000, 315]) {
      const res = await deliver(event, { timestamp: now() + ahead });
      expect(res.status, `${ahead} s ahead`).toBe(400);
      expect(await res.json()).toEqual({ message: "Invalid Stripe signature.", code: "BAD_REQUEST" });
    }
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 0, payments: [], ledger: [] });
    // A clock a little ahead of ours is within the tolerance.
    expect((await deliver(event, { timestamp: now() + 60 })).status).toBe(200);
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 1 });
  });

  it("refuses signed checkouts of odd shape (negative or overflowing totals, NUL in ids) with 400, crediting nothing", async () => {
    const buyer = await registerUser(server);
    const session = (fields: Record<string, unknown>) => ({
      ...buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500 }),
      ...fields,
    });
    const odd = [
      session({ amount_total: -500 }),
      session({ amount_total: -500, amount_subtotal: -500 }),
      session({ amount_total: 1e10 }),
      session({ amount_total: -1e10 }),
      session({ amount_total: 1e10, amount_subtotal: 1e10 }),
      session({ amount_total: 2 ** 53 }),
      session({ payment_intent: "pi_test_\u0000x" }),
      session({ id: "cs_test_\u0000x" }),
    ];
    for (const body of odd) {
      const res = await deliver(buildCheckoutEvent(body));
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 0, payments: [], ledger: [] });
  });

  it("refuses a correctly signed checkout event whose session it cannot read, crediting nothing", async () => {
    const buyer = await registerUser(server);
    const event = buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500 }));
    const broken = { ...event, data: { object: { id: "cs_test_broken", object: "checkout.session" } } };
    const res = await deliver(broken);
    expect(res.status).toBe(400);
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 0, payments: [], ledger: [] });
  });

  it("credits a delayed payment when it clears (async_payment_succeeded after an unpaid completion)", async () => {
    const buyer = await registerUser(server);
    const unpaid = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 10000,
      paymentStatus: "unpaid",
    });
    expect((await deliver(buildCheckoutEvent(unpaid))).status).toBe(200);
    expect((await accountState(buyer.user.id)).credits).toBe(0);
    const cleared = {
      ...unpaid,
      payment_status: "paid" as const,
      status: "complete",
      payment_intent: "pi_test_cleared_1",
    };
    expect((await deliver(buildCheckoutEvent(cleared, "checkout.session.async_payment_succeeded"))).status).toBe(200);
    expect((await accountState(buyer.user.id)).credits).toBe(25);
  });

  it("lists each user's own payments, newest first, and the admin sees all of them", async () => {
    const alice = await registerUser(server, { firstName: "Alice", lastName: "Buyer" });
    const bob = await registerUser(server);
    await deliver(buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: alice.user.id, amountCents: 500 })));
    await deliver(buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: alice.user.id, amountCents: 4500 })));
    await deliver(buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: bob.user.id, amountCents: 2500 })));

    const aliceList = await alice.client.get("/api/payments");
    expect(aliceList.status).toBe(200);
    const rows = paymentSchema.array().parse(aliceList.body);
    expect(rows.map((p) => [p.creditsAdded, p.amount, p.status])).toEqual([
      [10, "45.00", "completed"],
      [1, "5.00", "completed"],
    ]);
    const bobRows = paymentSchema.array().parse((await bob.client.get("/api/payments")).body);
    expect(bobRows.map((p) => p.creditsAdded)).toEqual([5]);
    expect(bobRows[0]?.id).not.toBe(rows[0]?.id);

    const admin = await makeAdmin(server);
    const adminRows = adminPaymentSchema.array().parse((await admin.client.get("/api/admin/payments")).body);
    expect(adminRows.filter((p) => p.userId === alice.user.id)).toEqual([
      expect.objectContaining({ userEmail: alice.email, userName: "Alice Buyer", amount: "45.00", creditsAdded: 10 }),
      expect.objectContaining({ userEmail: alice.email, amount: "5.00", creditsAdded: 1 }),
    ]);
  });

  it("refuses the payment history to a signed-out visitor", async () => {
    const res = await fetch(`${server.url}/api/payments`);
    expect(res.status).toBe(401);
  });
});

describe("Stripe webhook without a signing secret", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("answers 503 and credits nothing, even to a correctly signed event", async () => {
    const buyer = await registerUser(server);
    const event = buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500 }));
    const res = await deliverStripeEvent(server.url, event, { secret: WEBHOOK_SECRET });
    expect(res.status).toBe(503);
    const [user] = await server.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user?.credits).toBe(0);
  });
});

describe("Stripe webhook with Payment Link ids configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PAYMENT_LINK_10: "https://buy.stripe.com/test_ten",
        PAYMENT_LINK_10_ID: "plink_test10",
      },
    });
  });
  afterAll(() => server?.close());

  const credits = async (userId: string) =>
    (await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]?.credits;

  it("credits nothing for a checkout without a link at the price of a package that has none", async () => {
    const buyer = await registerUser(server);
    const noLink = buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 500, paymentLinkId: null });
    const res = await deliverStripeEvent(server.url, buildCheckoutEvent(noLink), { secret: WEBHOOK_SECRET });
    expect(res.status).toBe(200);
    expect(await credits(buyer.user.id)).toBe(0);
    expect(await server.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toEqual([]);
  });

  it("credits a link's checkout only at the package's price, and never a negative total", async () => {
    const buyer = await registerUser(server);
    const viaLink = (amountCents: number, fields: Record<string, unknown> = {}) =>
      buildCheckoutEvent({
        ...buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents, paymentLinkId: "plink_test10" }),
        ...fields,
      });
    const deliver = (event: unknown) => deliverStripeEvent(server.url, event, { secret: WEBHOOK_SECRET });
    // Acknowledged (Stripe stops retrying) but not credited: the operator reconciles it from the log.
    expect((await deliver(viaLink(1))).status).toBe(200);
    expect((await deliver(viaLink(9000))).status).toBe(200);
    expect((await deliver(viaLink(4500, { amount_total: -500 }))).status).toBe(400);
    expect((await deliver(viaLink(-4500))).status).toBe(400);
    expect(await credits(buyer.user.id)).toBe(0);
    expect(await server.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toEqual([]);
    // The package's price through its link: credited.
    expect((await deliver(viaLink(4500))).status).toBe(200);
    expect(await credits(buyer.user.id)).toBe(10);
  });
});

describe("Stripe webhook for packages the operator does not sell", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Only the 10-credit package is on sale; the others show "Coming Soon".
    server = await startTestServer({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_LINK_10: "https://buy.stripe.com/test_ten" },
    });
  });
  afterAll(() => server?.close());

  const deliver = (event: unknown) => deliverStripeEvent(server.url, event, { secret: WEBHOOK_SECRET });
  async function accountState(userId: string) {
    const [user] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    const paymentRows = await server.db.select().from(payments).where(eq(payments.userId, userId));
    const ledgerRows = await server.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    return { credits: user?.credits, payments: paymentRows, ledger: ledgerRows };
  }

  it("acknowledges but credits nothing for a paid checkout at the price of a package without a link", async () => {
    const buyer = await registerUser(server);
    const packages = await (await fetch(`${server.url}/api/billing/packages`)).json();
    expect(
      billingPackageSchema
        .array()
        .parse(packages)
        .map((p) => [p.price, p.paymentLink !== null]),
    ).toEqual([
      [5, false],
      [25, false],
      [45, true],
      [100, false],
      [175, false],
    ]);
    for (const amountCents of [500, 2500, 10000, 17500]) {
      const res = await deliver(
        buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents })),
      );
      expect(res.status, `${amountCents} cents`).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(await accountState(buyer.user.id)).toMatchObject({ credits: 0, payments: [], ledger: [] });
    // The package on sale is credited, and a replay of it adds nothing.
    const sold = buildCheckoutEvent(buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 4500 }));
    for (let i = 0; i < 3; i++) expect((await deliver(sold)).status).toBe(200);
    const state = await accountState(buyer.user.id);
    expect(state.credits).toBe(10);
    expect(state.payments).toHaveLength(1);
    expect(state.ledger).toEqual([expect.objectContaining({ kind: "purchase", delta: 10, balanceAfter: 10 })]);
  });
});
