// An unverified account is told so on its pages and can ask for a new link: the button sends a real e-mail (to an
// SMTP server on loopback) whose link verifies the account, a toast confirms it, and asking too often answers 429.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { currentUserSchema } from "../../src/contract/auth";
import { startSmtpInbox, type SmtpInbox } from "../integration/helpers/smtp-inbox";
import { startAppServer, type TestServer } from "./helpers/app-server";
import { launchBrowser, newPage } from "./helpers/browser";
import { registerAndLogin } from "./helpers/login";

let server: TestServer;
let inbox: SmtpInbox;
let browser: Browser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startAppServer({ SMTP_URL: inbox.url, MAIL_FROM: "noreply@example.test" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await inbox?.close();
});

const linkIn = (text: string) => new RegExp(`${server.url}/verify-email/[A-Za-z0-9_-]+`).exec(text)?.[0];

it("resends the verification e-mail from the banner; the new link verifies the account; too many resends get 429", async () => {
  const page = await newPage(browser);
  const { email } = await registerAndLogin(page, server.url);
  const first = linkIn((await inbox.waitForMail(email)).text);
  expect(first).toBeTruthy();
  inbox.messages.splice(0, inbox.messages.length);

  await page.goto(`${server.url}/account`);
  const banner = page.getByRole("status").filter({ hasText: "Your e-mail address is not verified" });
  await banner.waitFor();
  await banner.getByRole("button", { name: "Resend verification e-mail" }).click();
  await page.getByText("Verification E-mail Sent", { exact: true }).waitFor();

  const second = linkIn((await inbox.waitForMail(email)).text);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);

  await page.goto(second!);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await page.getByRole("heading", { name: "Email Verified" }).waitFor();
  const me = await page.context().request.get(`${server.url}/api/auth/user`);
  expect(currentUserSchema.parse(await me.json()).emailVerified).toBe(true);
  await page.goto(`${server.url}/account`);
  await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
  expect(await page.getByText("Your e-mail address is not verified").count()).toBe(0);

  // Three resends per account per ten minutes (the banner's was the first), counted whether or not a mail goes out.
  const resend = () =>
    page.context().request.post(`${server.url}/api/verify-email/resend`, { headers: { origin: server.url } });
  expect((await resend()).status()).toBe(200);
  expect((await resend()).status()).toBe(200);
  const refused = await resend();
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/try again in/) });
  await page.context().close();
});
