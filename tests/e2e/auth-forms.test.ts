// The sign-in, register and password screens typed into by a user: validation messages, error toasts, the
// e-mailed reset link end to end, and the return to a signed-in page after signing in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSmtpInbox, type SmtpInbox } from "../integration/helpers/smtp-inbox";
import { VIEWPORTS } from "./helpers/browser";
import { registerAndLogin } from "./helpers/login";
import { screenshot } from "./helpers/screenshot";
import { useBrowserApp } from "./helpers/browser-app";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox?.close();
});
const app = useBrowserApp(() => ({ SMTP_URL: inbox.url }));

function toast(page: Page, title: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });
}

async function fieldError(page: Page, label: string): Promise<string> {
  const describedBy = (await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby")) ?? "";
  const messageId = describedBy.split(" ").find((id) => id.endsWith("-message"));
  return messageId ? page.locator(`[id="${messageId}"]`).innerText() : "";
}

describe("auth forms", () => {
  it("validates sign-in on submit, then again as the user types", async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel("Email").fill("not-an-email");
    expect(await page.title()).toBe("Sign In · Submittal Scanner");
    // Nothing is shown while typing before the first submit.
    expect(await page.getByText("Please enter a valid email address").count()).toBe(0);
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await fieldError(page, "Email")).toBe("Please enter a valid email address");
    expect(await fieldError(page, "Password")).toBe("Password is required");
    await page.getByLabel("Email").fill("someone@example.test");
    await expect.poll(() => page.getByText("Please enter a valid email address").count()).toBe(0);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset Your Password" }).waitFor();
    await page.context().close();
  });

  it("checks the register form's password rules", async () => {
    const page = await app.newPage({ viewport: VIEWPORTS.mobile });
    await page.goto(`${app.server.url}/register`);
    await page.getByLabel("Email").fill("new@example.test");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Create Account" }).click();
    expect(await fieldError(page, "Password")).toBe("Password must be at least 8 characters");
    expect(await fieldError(page, "Confirm password")).toBe("Passwords do not match");
    await screenshot(page, "register-mobile-light");
    await page.context().close();
  });

  it("shows the server's reason when registering an address that is taken", async () => {
    const setup = await app.newPage();
    const { email, password } = await registerAndLogin(setup, app.server.url);
    await setup.context().close();

    const page = await app.newPage();
    await page.goto(`${app.server.url}/register`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await toast(page, "Registration failed").waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");
    await page.context().close();
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const setup = await app.newPage();
    const { email } = await registerAndLogin(setup, app.server.url);
    await setup.context().close();

    const page = await app.newPage();
    await page.goto(`${app.server.url}/forgot-password`);
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await toast(page, "Reset link sent").waitFor();
    expect(await page.getByRole("main").innerText()).toContain(email);
    expect(await page.getByRole("main").innerText()).toContain("spam");

    const mail = await inbox.waitForMail(email, 10_000, "/reset-password/");
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole("heading", { name: "Set New Password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByLabel("Confirm new password").fill("a brand new password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { name: "Password Reset Complete" }).waitFor();
    await toast(page, "Password reset successful").waitFor();

    // The link works once.
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("another new password");
    await page.getByLabel("Confirm new password").fill("another new password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await toast(page, "Reset failed").waitFor();

    await page.goto(`${app.server.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a brand new password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.context().close();
  });

  it("sends a signed-out visitor of a signed-in page to sign in, then back to that page", async () => {
    const setup = await app.newPage();
    const { email, password } = await registerAndLogin(setup, app.server.url);
    await setup.context().close();

    const page = await app.newPage();
    await page.goto(`${app.server.url}/history`);
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(new URL(page.url()).search).toBe("?next=%2Fhistory");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Scan History", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/history");

    // Signed in, the sign-in and register pages lead home, and a foreign `next` is ignored.
    await page.goto(`${app.server.url}/login?next=//evil.example`);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(page.url()).toBe(`${app.server.url}/`);
    await page.goto(`${app.server.url}/register`);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.context().close();
  });
});
