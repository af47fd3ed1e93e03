// A small stand-in for Stripe's API on loopback: it answers GET /v1/checkout/sessions/:id the way Stripe does
// (bearer-key auth, JSON objects, Stripe's error envelope) so the real `stripe` SDK can be pointed at it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

export type FakeCheckoutSession = ReturnType<typeof buildCheckoutSession>;

export type CheckoutSessionOptions = {
  clientReferenceId: string | null;
  amountCents: number;
  paymentStatus?: "paid" | "unpaid" | "no_payment_required";
  paymentLinkId?: string | null;
  email?: string;
  /** Set to null for a session without a PaymentIntent (e.g. a 100%-off coupon). */
  paymentIntentId?: string | null;
};

function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString("hex")}`;
}

/** A Checkout Session shaped like the ones Stripe sends for a Payment Link purchase (API version 2026-10-28). */
export function buildCheckoutSession(options: CheckoutSessionOptions) {
  const paid = (options.paymentStatus ?? "paid") !== "unpaid";
  const created = Math.floor(Date.now() / 1000);
  const paymentIntent = options.paymentIntentId === undefined ? stripeId("pi") : options.paymentIntentId;
  return {
    id: stripeId("cs"),
    object: "checkout.session" as const,
    after_expiration: null,
    allow_promotion_codes: false,
    amount_subtotal: options.amountCents,
    amount_total: options.amountCents,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: "auto",
    cancel_url: null,
    client_reference_id: options.clientReferenceId,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created,
    currency: "usd",
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_creation: "if_required",
    customer_details: {
      address: null,
      email: options.email ?? "buyer@example.com",
      name: "Test Buyer",
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    },
    customer_email: options.email ?? null,
    expires_at: created + 86_400,
    invoice: null,
    invoice_creation: { enabled: false, invoice_data: {} },
    livemode: false,
    locale: "auto",
    metadata: {},
    mode: "payment",
    payment_intent: paid ? paymentIntent : null,
    payment_link: options.paymentLinkId ?? null,
    payment_method_collection: "if_required",
    payment_method_types: ["card"],
    payment_status: options.paymentStatus ?? "paid",
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: paid ? "complete" : "open",
    submit_type: "pay",
    subscription: null,
    success_url: "http://127.0.0.1/billing?session_id={CHECKOUT_SESSION_ID}",
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: null,
  };
}

/** A `checkout.session.completed` (or other checkout) event wrapping a session, as Stripe delivers it. */
export function buildCheckoutEvent(session: FakeCheckoutSession, type = "checkout.session.completed") {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export type FakeStripe = {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  /** Makes a session retrievable. */
  addSession(session: FakeCheckoutSession): void;
  /** Every request the fake received, as "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": stripeId("req") });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string): void {
  sendJson(res, status, { error: { type, message, ...(code ? { code } : {}) } });
}

export async function startFakeStripe(
  secretKey = "sk_test_fake_" + randomBytes(8).toString("hex"),
): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const requests: string[] = [];

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      stripeError(res, 401, "invalid_request_error", "Invalid API Key provided.");
      return;
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method !== "GET" || !match?.[1]) {
      stripeError(res, 404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      return;
    }
    const id = decodeURIComponent(match[1]);
    const session = sessions.get(id);
    if (!session) {
      stripeError(res, 404, "invalid_request_error", `No such checkout.session: '${id}'`, "resource_missing");
      return;
    }
    sendJson(res, 200, session);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: "127.0.0.1",
    port,
    secretKey,
    requests,
    addSession: (session) => void sessions.set(session.id, session),
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
