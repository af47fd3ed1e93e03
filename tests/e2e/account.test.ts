// The Account page in a real browser: reached from the sidebar, renames the user, refuses a wrong password,
// and closes the account after a confirmation. Also the "Source code" links (AGPL-3.0) in the sidebar and footer.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { registerAndLogin, type Credentials } from "./helpers/login";
import { useBrowserApp } from "./helpers/browser-app";

const SOURCE_URL = "https://code.example.test/submittal-scanner";
const app = useBrowserApp({ SOURCE_URL });
let page: Page;
let me: Credentials;

beforeAll(async () => {
  page = await app.newPage();
  me = await registerAndLogin(page, app.server.url, { firstName: "Dana", lastName: "Builder" });
});

const toast = (page: Page, title: string) =>
  page.getByRole("region", { name: "Notifications (F8)" }).getByText(title, { exact: true });

describe("Account page", () => {
  it("opens from the signed-in identity in the sidebar", async () => {
    await page.goto(app.server.url);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByTestId("sidebar-account").click();
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/account");
    expect(await page.title()).toBe("Account · Submittal Scanner");
  });

  it("offers the source code in the sidebar", async () => {
    // The signed-in layout has no footer: the sidebar's link is the only one on the page.
    const link = page.getByRole("link", { name: "Source code" });
    expect(await link.getAttribute("href")).toBe(SOURCE_URL);
  });

  it("renames the user, and the sidebar shows the new name", async () => {
    await page.getByLabel("First name").fill("Robin");
    await page.getByRole("button", { name: "Save Name" }).click();
    await toast(page, "Profile Updated").waitFor();
    await expect.poll(() => page.getByTestId("sidebar-account").innerText()).toContain("Robin Builder");
  });

  it("refuses to change the password when the current one is wrong", async () => {
    await page.getByLabel("Current password").fill("definitely wrong");
    await page.getByLabel("New password", { exact: true }).fill("another password 1");
    await page.getByLabel("Confirm new password").fill("another password 1");
    await page.getByRole("button", { name: "Change Password" }).click();
    await toast(page, "Password not changed").waitFor();
    await page.getByText("The password is not correct.").first().waitFor();
  });

  it("keeps the account when the confirmation is cancelled or the password is wrong, then deletes it", async () => {
    const password = page.locator("#delete-account-password");
    await password.fill("wrong password");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await toast(page, "Account not deleted").waitFor();
    expect(new URL(page.url()).pathname).toBe("/account");

    await password.fill(me.password);
    await page.getByRole("button", { name: "Delete Account" }).click();
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await toast(page, "Account Deleted").waitFor();
    await page.getByRole("link", { name: "Get Started" }).first().waitFor();
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Source code" });
    expect(await footerLink.getAttribute("href")).toBe(SOURCE_URL);

    const login = await page.context().request.post(`${app.server.url}/api/login`, {
      data: { email: me.email, password: me.password },
      headers: { origin: app.server.url },
    });
    expect(login.status()).toBe(401);
  });
});
