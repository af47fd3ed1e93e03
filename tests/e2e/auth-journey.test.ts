// The journey through the real app in a real browser: register, sign out, a failed and a good sign-in,
// theme and sidebar preferences, the admin gate, and credits granted by the admin showing in the user's sidebar.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { markEmailVerified } from "../../src/server/auth/email-verification";
import { TEST_ADMIN_EMAIL } from "./helpers/app-server";
import { registerAndLogin, TEST_PASSWORD, uniqueEmail } from "./helpers/login";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();

function toast(page: Page, title: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });
}

async function isDark(page: Page): Promise<boolean> {
  return ((await page.locator("html").getAttribute("class")) ?? "").split(" ").includes("dark");
}

function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(`localStorage.getItem("theme")`);
}

async function sidebarExpanded(page: Page): Promise<boolean> {
  return (await page.locator("[data-slot=sidebar]").getAttribute("data-state")) === "expanded";
}

describe("account journey", () => {
  const email = uniqueEmail("journey");
  let page: Page;

  it("registers through the form and lands on an empty dashboard", async () => {
    page = await app.newPage();
    await page.goto(`${app.server.url}/register`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Builder");
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect.poll(() => page.url()).toBe(`${app.server.url}/`);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByText("No scans yet").first().waitFor();
    await toast(page, "Account created successfully").waitFor();
    const account = page.getByTestId("sidebar-account");
    expect(await account.innerText()).toContain("Dana Builder");
    expect(await account.innerText()).toContain(email);
    expect(await page.getByTestId("sidebar-credits").innerText()).toContain("0 credits");
  });

  it("signs out to the landing page", async () => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await toast(page, "Signed out successfully").waitFor();
    await page.getByRole("link", { name: "Get Started" }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("refuses a wrong password with a 'Login failed' toast, then signs in", async () => {
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast(page, "Login failed").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");

    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast(page, "Welcome back!").waitFor();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("keeps the dark theme across a reload", async () => {
    expect(await isDark(page)).toBe(false);
    await page.getByTestId("theme-toggle").click();
    expect(await isDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe("dark");
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(await isDark(page)).toBe(true);
  });

  it("collapses the sidebar with Ctrl+B and remembers it in a cookie", async () => {
    expect(await sidebarExpanded(page)).toBe(true);
    await page.keyboard.press("Control+b");
    expect(await sidebarExpanded(page)).toBe(false);
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    // Seven days, give or take the seconds the test takes.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 60);
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(await sidebarExpanded(page)).toBe(false);
    await page.keyboard.press("Control+b");
    expect(await sidebarExpanded(page)).toBe(true);
  });

  it("shows Access Denied at /admin to a user who is not the super-admin", async () => {
    expect(await page.getByRole("link", { name: "Super Admin Panel" }).count()).toBe(0);
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You do not have permission to access the admin panel.").waitFor();
  });

  it("lets the super-admin grant credits that then show in the user's sidebar", async () => {
    const adminPage = await app.newPage();
    await registerAndLogin(adminPage, app.server.url, {
      email: TEST_ADMIN_EMAIL,
      firstName: "Super",
      lastName: "Admin",
    });
    // Registering the address is not enough: its owner must confirm it (here the operator does, as make-admin).
    await adminPage.goto(`${app.server.url}/admin`);
    await adminPage.getByRole("heading", { name: "Access Denied" }).waitFor();
    await markEmailVerified(app.server.db, TEST_ADMIN_EMAIL);
    await adminPage.goto(`${app.server.url}/admin`);
    await adminPage.getByRole("heading", { name: "Super Admin Panel", level: 1 }).waitFor();

    // The admin finds the user's id on the Users tab, as they would in real life.
    await adminPage.getByPlaceholder("Search by email or name...").fill(email.toUpperCase());
    const card = adminPage.getByTestId("admin-user-card");
    await expect.poll(() => card.count()).toBe(1);
    const userId = /ID: (\S+)/.exec(await card.innerText())?.[1];
    expect(userId).toBeTruthy();

    await adminPage.getByRole("tab", { name: "Add Credits" }).click();
    await adminPage.getByLabel("User ID").fill(userId!);
    await adminPage.getByRole("spinbutton", { name: "Credits" }).fill("25");
    await adminPage.getByLabel("Reason").fill("Goodwill credits for the pilot project");
    await adminPage.getByRole("button", { name: "Add Credits" }).click();
    await toast(adminPage, "Credits Added").waitFor();
    expect(await adminPage.getByLabel("User ID").inputValue()).toBe("");
    await adminPage.context().close();

    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.getByTestId("sidebar-credits").innerText()).toContain("25 credits");
  });
});
