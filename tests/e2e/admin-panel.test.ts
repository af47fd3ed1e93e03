// The Super Admin Panel with real data behind it: a paying user, a failed scan, the lists, search, the
// add-credits form's rules and errors, on a phone and a desktop in both themes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { corruptPdf, upload, waitForScan } from "../fixtures/scans/scan-test-client";
import {
  buildCheckoutEvent,
  buildCheckoutSession,
  startFakeStripe,
  type FakeStripe,
} from "../integration/helpers/fake-stripe";
import { deliverStripeEvent } from "../integration/helpers/fake-stripe-webhook";
import { makeAdmin, registerUser, type SignedInUser } from "../integration/helpers/users";
import { VIEWPORTS, type PageOptions } from "./helpers/browser";
import { elementsPastRightEdge } from "./helpers/layout";
import { login } from "./helpers/login";
import { screenshot } from "./helpers/screenshot";
import { useBrowserApp } from "./helpers/browser-app";

const WEBHOOK_SECRET = "whsec_test_admin_panel_0123456789";

let stripe: FakeStripe;
let admin: SignedInUser;
let buyer: SignedInUser;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
});

const app = useBrowserApp(() => ({
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_API_URL: stripe.url,
  PAYMENT_LINK_10: "https://buy.stripe.example/test_ten",
  PAYMENT_LINK_10_ID: "plink_admin10",
}));

beforeAll(async () => {
  admin = await makeAdmin(app.server);
  buyer = await registerUser(app.server, { firstName: "Riley", lastName: "Contractor" });

  // A completed purchase of the 10-credit package, delivered the way Stripe does.
  const session = buildCheckoutSession({
    clientReferenceId: buyer.user.id,
    amountCents: 4500,
    paymentLinkId: "plink_admin10",
    email: buyer.email,
  });
  stripe.addSession(session);
  const delivery = await deliverStripeEvent(app.server.url, buildCheckoutEvent(session), { secret: WEBHOOK_SECRET });
  expect(delivery.status).toBe(200);

  // A damaged PDF: accepted, then failed (and refunded) by the scan job.
  const uploaded = await upload(buyer.client, "/api/scans", [corruptPdf("Damaged Spec Book.pdf")]);
  expect(uploaded.status).toBe(201);
  const failed = await waitForScan(buyer.client, String(uploaded.body.id));
  expect(failed.status).toBe("failed");
});

async function adminPage(options: PageOptions = {}): Promise<Page> {
  const page = await app.newPage(options);
  await login(page, app.server.url, { email: admin.email, password: admin.password });
  await page.goto(`${app.server.url}/admin`);
  await page.getByRole("heading", { name: "Super Admin Panel", level: 1 }).waitFor();
  return page;
}

function toast(page: Page, title: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });
}

describe("Super Admin Panel", () => {
  it("counts users, payments and failed scans, and lists them", async () => {
    const page = await adminPage();
    await expect.poll(() => page.getByTestId("stat-total-users").innerText()).toBe("2");
    expect(await page.getByTestId("stat-total-payments").innerText()).toBe("1");
    expect(await page.getByTestId("stat-failed-scans").innerText()).toBe("1");
    await expect.poll(() => page.getByRole("link", { name: "Super Admin Panel" }).count()).toBe(1);

    await page.getByPlaceholder("Search by email or name...").fill("riley");
    const card = page.getByTestId("admin-user-card");
    await expect.poll(() => card.count()).toBe(1);
    const text = await card.innerText();
    expect(text).toContain(buyer.email);
    expect(text).toContain("Riley Contractor");
    expect(text).toContain(buyer.user.id);
    expect(text).toMatch(/Credits\s+10/);
    expect(text).toMatch(/Failed\s+1/);
    expect(text).toMatch(/Payments\s+1/);
    await page.getByPlaceholder("Search by email or name...").fill("nobody-by-this-name");
    await page.getByText("No users match your search").waitFor();

    await page.getByRole("tab", { name: "Payments" }).click();
    // The tab loads its first page when opened: wait for it before reading.
    await page.getByRole("tabpanel").getByText(buyer.email).first().waitFor();
    const payments = await page.getByRole("tabpanel").innerText();
    expect(payments).toContain(buyer.email);
    expect(payments).toContain("$45.00");
    expect(payments).toContain("10 credits");
    expect(payments).toContain("Completed");

    await page.getByRole("tab", { name: "Failed Scans" }).click();
    await page.getByRole("tabpanel").getByText("Damaged Spec Book.pdf").first().waitFor();
    const failed = await page.getByRole("tabpanel").innerText();
    expect(failed).toContain("Damaged Spec Book.pdf");
    expect(failed).toContain(buyer.email);
    await page.context().close();
  });

  it("checks the add-credits form and reports the server's refusal", async () => {
    const page = await adminPage();
    await page.getByRole("tab", { name: "Add Credits" }).click();
    const submit = page.getByRole("tabpanel").getByRole("button", { name: "Add Credits" });
    await submit.click();
    await page.getByText("User ID is required").waitFor();
    await page.getByText("Credits amount is required").waitFor();
    await page.getByText("Reason is required for audit trail").waitFor();

    await page.getByRole("spinbutton", { name: "Credits" }).fill("0");
    await page.getByText("Credits must be at least 1").waitFor();
    // A fraction is refused with a message, not rounded down to a smaller grant.
    await page.getByRole("spinbutton", { name: "Credits" }).fill("2.7");
    await page.getByText("Credits must be a whole number").waitFor();

    await page.getByLabel("User ID").fill("00000000-0000-4000-8000-000000000000");
    await page.getByRole("spinbutton", { name: "Credits" }).fill("5");
    await page.getByLabel("Reason").fill("Testing an unknown account");
    await submit.click();
    await toast(page, "Error").waitFor();
    // The form keeps what was typed so the admin can correct it.
    expect(await page.getByLabel("Reason").inputValue()).toBe("Testing an unknown account");
    await page.context().close();
  });

  it("grants credits from a user's card, then shows the new balance", async () => {
    const page = await adminPage();
    await page.getByPlaceholder("Search by email or name...").fill(buyer.email);
    await page.getByRole("button", { name: `Add credits to ${buyer.email}` }).click();
    expect(await page.getByLabel("User ID").inputValue()).toBe(buyer.user.id);
    await page.getByRole("spinbutton", { name: "Credits" }).fill("5");
    await page.getByLabel("Reason").fill("Make-good for the damaged upload");
    await page.getByRole("tabpanel").getByRole("button", { name: "Add Credits" }).click();
    await toast(page, "Credits Added").waitFor();
    expect(await page.getByLabel("User ID").inputValue()).toBe("");

    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByPlaceholder("Search by email or name...").fill(buyer.email);
    await expect.poll(() => page.getByTestId("admin-user-card").innerText()).toMatch(/Credits\s+15/);
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ["light", "dark"] as const) {
      it(`fits a ${viewport.width} px screen in the ${theme} theme`, async () => {
        const page = await adminPage({ viewport, theme });
        await page.getByTestId("admin-user-card").first().waitFor();
        await screenshot(page, `admin-${size}-${theme}`);
        expect(await elementsPastRightEdge(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
