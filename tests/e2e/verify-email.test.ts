// The verification link in a real browser: opening it changes nothing until the button is pressed, then the
// SUPER_ADMIN_EMAIL account has the admin panel.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { currentUserSchema } from "../../src/contract/auth";
import { HttpClient } from "../integration/helpers/http-client";
import { startSmtpInbox, type SmtpInbox } from "../integration/helpers/smtp-inbox";
import { registerUser } from "../integration/helpers/users";
import { startAppServer, TEST_ADMIN_EMAIL, type TestServer } from "./helpers/app-server";
import { launchBrowser, newPage } from "./helpers/browser";

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

it("verifies the e-mailed address with the page's button, which makes the super-admin", async () => {
  const { client } = await registerUser(server, { email: TEST_ADMIN_EMAIL });
  const isAdmin = async (c: HttpClient) => currentUserSchema.parse((await c.get("/api/auth/user")).body).isAdmin;
  const mail = await inbox.waitForMail(TEST_ADMIN_EMAIL);
  const link = new RegExp(`${server.url}/verify-email/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // Opened by someone not signed in (the mailbox's owner on another device): the page alone verifies nothing.
  const page = await newPage(browser);
  await page.goto(link!);
  await page.getByRole("heading", { name: "Verify Your Email" }).waitFor();
  expect(await isAdmin(client)).toBe(false);

  await page.getByRole("button", { name: "Verify Email" }).click();
  await page.getByRole("heading", { name: "Email Verified" }).waitFor();
  expect(await isAdmin(client)).toBe(true);
  await page.context().close();
});
