// Browser journeys of issue 5: the billing page with and without payment links, leaving for the hosted payment
// page with the buyer's id, and the return with ?session_id= after the webhook has credited the purchase.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  buildCheckoutEvent,
  buildCheckoutSession,
  startFakeStripe,
  type FakeStripe,
} from "../integration/helpers/fake-stripe";
import { deliverStripeEvent } from "../integration/helpers/fake-stripe-webhook";
import { VIEWPORTS, type PageOptions } from "./helpers/browser";
import { registerAndLogin } from "./helpers/login";
import { screenshot } from "./helpers/screenshot";
import { useBrowserApp } from "./helpers/browser-app";

const WEBHOOK_SECRET = "whsec_test_browser_secret_0123456789";

/** Stands in for Stripe's hosted payment page: records what the browser asked for and shows a page. */
async function startHostedPaymentPage(): Promise<{ url: string; visits: URL[]; server: Server }> {
  const visits: URL[] = [];
  const server = createServer((req, res) => {
    visits.push(new URL(req.url ?? "/", "http://127.0.0.1"));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Hosted checkout</title><h1>Pay Submittal Scanner</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visits, server };
}

function packageCard(page: Page, credits: number) {
  return page.getByRole("listitem", {
    name: `${credits} ${credits === 1 ? "Credit" : "Credits"} package`,
    exact: true,
  });
}

/** No element sticks out sideways: the page fits the viewport without horizontal scrolling. */
async function horizontalOverflow(page: Page): Promise<number> {
  // A string expression: this file is type-checked without the DOM library.
  return page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
}

let hosted: Awaited<ReturnType<typeof startHostedPaymentPage>>;
let stripe: FakeStripe;

beforeAll(async () => {
  hosted = await startHostedPaymentPage();
  stripe = await startFakeStripe();
});

afterAll(async () => {
  await new Promise((resolve) => hosted?.server.close(resolve));
  await stripe?.close();
});

const app = useBrowserApp(() => ({
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_API_URL: stripe.url,
  PAYMENT_LINK_10: `${hosted.url}/b/test_ten`,
  PAYMENT_LINK_10_ID: "plink_browser10",
  PAYMENT_LINK_50: `${hosted.url}/b/test_fifty`,
}));

/** A page signed in as a new account. */
async function signedInBuyer(options: PageOptions = {}) {
  const page = await app.newPage(options);
  const buyer = await registerAndLogin(page, app.server.url);
  return { page, buyer };
}

describe("Credits & Billing in the browser", () => {
  it("shows balance and packages; Purchase leaves for the hosted link with the buyer's id and e-mail", async () => {
    const { page, buyer } = await signedInBuyer();
    await page.goto(`${app.server.url}/billing`);

    await page.getByRole("heading", { name: "Your Credits" }).waitFor();
    await page.getByText("Each credit allows you to scan one specification document").waitFor();
    expect(await page.getByTestId("credit-balance").textContent()).toBe("0");
    await page.getByText("credits available").waitFor();
    await page.getByText("No payment history yet").waitFor();

    const ten = packageCard(page, 10);
    await ten.getByText("Most Popular").waitFor();
    await ten.getByText("$45").waitFor();
    await ten.getByText("$4.50 per credit").waitFor();
    expect(await page.getByText("Most Popular").count()).toBe(1);
    await packageCard(page, 50).getByText("$3.50 per credit").waitFor();

    await ten.getByRole("button", { name: /Purchase/ }).click();
    await page.waitForURL(`${hosted.url}/b/test_ten?**`);
    await page.getByRole("heading", { name: "Pay Submittal Scanner" }).waitFor();
    const visit = hosted.visits.findLast((v) => v.pathname === "/b/test_ten");
    expect(visit).toBeDefined();
    expect(visit?.searchParams.get("client_reference_id")).toBe(buyer.user.id);
    expect(visit?.searchParams.get("prefilled_email")).toBe(buyer.email);
    await page.context().close();
  });

  it("marks packages without a link 'Coming Soon', disabled, and explains on click", async () => {
    const { page } = await signedInBuyer();
    await page.goto(`${app.server.url}/billing`);

    for (const credits of [1, 5, 25]) {
      const button = packageCard(page, credits).getByRole("button");
      expect(await button.textContent()).toBe("Coming Soon");
      expect(await button.isDisabled()).toBe(true);
    }
    expect(await packageCard(page, 10).getByRole("button").isDisabled()).toBe(false);

    const linkVisits = () => hosted.visits.filter((v) => v.pathname.startsWith("/b/")).length;
    const visitsBefore = linkVisits();
    await packageCard(page, 1).getByRole("button").click({ force: true });
    await page.getByText("Payment Link Not Configured", { exact: true }).first().waitFor();
    await page
      .getByText("This payment option is not yet available. Please contact support.", { exact: true })
      .first()
      .waitFor();
    expect(page.url()).toBe(`${app.server.url}/billing`);
    expect(linkVisits()).toBe(visitsBefore);
    await page.context().close();
  });

  it("on return with session_id: refreshes, clears the parameter, says 'Payment Successful!' and goes to /scan", async () => {
    const { page, buyer } = await signedInBuyer();
    const session = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 4500,
      paymentLinkId: "plink_browser10",
      email: buyer.email,
    });
    await page.goto(`${app.server.url}/billing`);
    expect(await page.getByTestId("credit-balance").textContent()).toBe("0");

    stripe.addSession(session);
    // Stripe delivers the webhook before it redirects the buyer back.
    const delivery = await deliverStripeEvent(app.server.url, buildCheckoutEvent(session), { secret: WEBHOOK_SECRET });
    expect(delivery.status).toBe(200);

    await page.goto(`${app.server.url}/billing?session_id=${session.id}`);
    // The toast also goes to a screen-reader live region, so each text is on the page twice.
    await page.getByText("Payment Successful!", { exact: true }).first().waitFor();
    await page.getByText("Your credits have been added. Redirecting to scanner...", { exact: true }).first().waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.getByText("10 credits added").waitFor();
    await page.getByText("$45.00").waitFor();
    await page.getByText("Completed", { exact: true }).waitFor();
    const redirectStarted = Date.now();
    await page.waitForURL(`${app.server.url}/scan`, { timeout: 5_000 });
    expect(Date.now() - redirectStarted).toBeLessThan(2_500);
    await page.getByText("10 credits available").or(page.getByText("credits available")).first().waitFor();
    await page.context().close();
  });

  it("credits on return when the webhook has not arrived yet, by asking Stripe for the session", async () => {
    const { page, buyer } = await signedInBuyer();
    const session = buildCheckoutSession({ clientReferenceId: buyer.user.id, amountCents: 17500 });
    stripe.addSession(session);

    await page.goto(`${app.server.url}/billing?session_id=${session.id}`);
    await page.getByText("Payment Successful!", { exact: true }).first().waitFor();
    // The confirmation asks the fake Stripe for the session before it says what was added: allow a loaded machine.
    await page.getByText("50 credits added").waitFor({ timeout: 60_000 });
    await page.getByText("$175.00").waitFor();
    expect(await page.getByTestId("credit-balance").textContent()).toBe("50");
    expect(stripe.requests).toContain(`GET /v1/checkout/sessions/${session.id}`);
    await page.waitForURL(`${app.server.url}/scan`, { timeout: 5_000 });
    await page.context().close();
  }, 120_000);

  it("returning signed out: sign-in brings the buyer back to /billing with the session id, which is then confirmed", async () => {
    const { page, buyer } = await signedInBuyer();
    // The session cookie expired while the buyer was on the payment page.
    await page.context().clearCookies();
    // The 10-credit package, on sale through its link (the 5-credit one is "Coming Soon" here and buys nothing).
    const session = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 4500,
      paymentLinkId: "plink_browser10",
    });
    stripe.addSession(session);

    await page.goto(`${app.server.url}/billing?session_id=${session.id}`);
    await page.waitForURL(`${app.server.url}/login?**`);
    expect(new URL(page.url()).searchParams.get("next")).toBe(`/billing?session_id=${session.id}`);

    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(buyer.password);
    await page.getByRole("button", { name: "Sign In" }).click();

    await page.getByText("Payment Successful!", { exact: true }).first().waitFor();
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe("/billing");
    await page.getByText("10 credits added").waitFor();
    expect(await page.getByTestId("credit-balance").textContent()).toBe("10");
    expect(stripe.requests).toContain(`GET /v1/checkout/sessions/${session.id}`);
    await page.waitForURL(`${app.server.url}/scan`, { timeout: 5_000 });
    await page.context().close();
  });

  it("does not claim success for a session that is not the user's confirmed purchase", async () => {
    const { page } = await signedInBuyer();
    await page.goto(`${app.server.url}/billing?session_id=cs_test_never_created`);
    await page.getByText("Payment Not Confirmed", { exact: true }).first().waitFor();
    expect(await page.getByText("Payment Successful!").count()).toBe(0);
    await page.waitForTimeout(2_500);
    expect(page.url()).toBe(`${app.server.url}/billing`);
    await page.context().close();
  });

  it("says the payment could not be found for a session id the server rejects as invalid", async () => {
    const { page } = await signedInBuyer();
    await page.goto(`${app.server.url}/billing?session_id=not-a-checkout-session`);
    await page.getByText("Payment Not Confirmed", { exact: true }).first().waitFor();
    await page
      .getByText("We could not find this payment. If you were charged, please contact support.", { exact: true })
      .first()
      .waitFor();
    expect(await page.getByText(/Credits will be added as soon as/).count()).toBe(0);
    expect(await page.getByText("Payment Successful!").count()).toBe(0);
    expect(stripe.requests.some((r) => r.includes("not-a-checkout-session"))).toBe(false);
    await page.context().close();
  });

  it("stays on the page and says so when the payment has not cleared yet", async () => {
    const { page, buyer } = await signedInBuyer();
    const session = buildCheckoutSession({
      clientReferenceId: buyer.user.id,
      amountCents: 500,
      paymentStatus: "unpaid",
    });
    stripe.addSession(session);

    await page.goto(`${app.server.url}/billing?session_id=${session.id}`);
    await page.getByText("Payment Processing", { exact: true }).first().waitFor();
    expect(await page.getByText("Payment Successful!").count()).toBe(0);
    await page.waitForTimeout(2_500);
    expect(page.url()).toBe(`${app.server.url}/billing`);
    expect(await page.getByTestId("credit-balance").textContent()).toBe("0");
    await page.context().close();
  });

  for (const [name, viewport, theme] of [
    // Both sizes and both themes in two runs; the suite shares two cores with everything else.
    ["mobile", VIEWPORTS.mobile, "dark"],
    ["desktop", VIEWPORTS.desktop, "light"],
  ] as const) {
    it(`fits a ${viewport.width} px screen in the ${theme} theme`, async () => {
      const { page } = await signedInBuyer({ viewport, theme });
      await page.goto(`${app.server.url}/billing`);
      await packageCard(page, 50).waitFor();
      await page.getByText("No payment history yet").waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const dark = await page.evaluate<boolean>('document.documentElement.classList.contains("dark")');
      expect(dark).toBe(theme === "dark");
      await screenshot(page, `billing-${name}-${theme}`);
      await page.context().close();
    });
  }
});
