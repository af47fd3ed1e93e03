// The verification link in a real browser: opening it changes nothing until the button is pressed; for the
// SUPER_ADMIN_EMAIL address the page then asks for a new password, and the person holding the mailbox, signed in by
// it, has the admin panel while whoever registered the address first is signed out.
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

it("verifies the administrator's address with the page's button and a new password, which makes its owner the super-admin", async () => {
  const { client } = await registerUser(app.server, { email: TEST_ADMIN_EMAIL });
  const mail = await inbox.waitForMail(TEST_ADMIN_EMAIL);
  const link = new RegExp(`${app.server.url}/verify-email/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // Opened by someone not signed in (the mailbox's owner on another device): the page alone verifies nothing.
  const page = await app.newPage();
  await page.goto(link!);
  await page.getByRole("heading", { name: "Verify Your Email" }).waitFor();
  const me = async (c: HttpClient) => currentUserSchema.parse((await c.get("/api/auth/user")).body);
  expect((await me(client)).isAdmin).toBe(false);

  await page.getByRole("button", { name: "Verify Email" }).click();
  await page.getByRole("heading", { name: "Set Your Password" }).waitFor();
  await page.getByText("This is the administrator's address.").waitFor();
  expect((await me(client)).isAdmin).toBe(false);
  await page.getByLabel("New password", { exact: true }).fill("the owner's new password");
  await page.getByLabel("Confirm new password").fill("the owner's new password");
  await page.getByRole("button", { name: "Set Password and Verify" }).click();
  await page.getByRole("heading", { name: "Email Verified" }).waitFor();

  // The account that registered the address first is signed out; the page's browser is signed in as the admin.
  expect((await client.get("/api/auth/user")).status).toBe(401);
  await page.getByRole("link", { name: "Continue" }).click();
  await page.getByText("Super Admin Panel").first().waitFor();
  await page.context().close();
});
