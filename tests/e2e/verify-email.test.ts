// The verification link in a real browser: opening it changes nothing until the button is pressed, then the
// SUPER_ADMIN_EMAIL account has the admin panel.
import { afterAll, beforeAll, expect, it } from "vitest";
import { currentUserSchema } from "../../src/contract/auth";
import { HttpClient } from "../integration/helpers/http-client";
import { startSmtpInbox, type SmtpInbox } from "../integration/helpers/smtp-inbox";
import { registerUser } from "../integration/helpers/users";
import { TEST_ADMIN_EMAIL } from "./helpers/app-server";
import { useBrowserApp } from "./helpers/browser-app";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox?.close();
});
const app = useBrowserApp(() => ({ SMTP_URL: inbox.url, MAIL_FROM: "noreply@example.test" }));

it("verifies the e-mailed address with the page's button, which makes the super-admin", async () => {
  const { client } = await registerUser(app.server, { email: TEST_ADMIN_EMAIL });
  const isAdmin = async (c: HttpClient) => currentUserSchema.parse((await c.get("/api/auth/user")).body).isAdmin;
  const mail = await inbox.waitForMail(TEST_ADMIN_EMAIL);
  const link = new RegExp(`${app.server.url}/verify-email/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // Opened by someone not signed in (the mailbox's owner on another device): the page alone verifies nothing.
  const page = await app.newPage();
  await page.goto(link!);
  await page.getByRole("heading", { name: "Verify Your Email" }).waitFor();
  expect(await isAdmin(client)).toBe(false);

  await page.getByRole("button", { name: "Verify Email" }).click();
  await page.getByRole("heading", { name: "Email Verified" }).waitFor();
  expect(await isAdmin(client)).toBe(true);
  await page.context().close();
});
