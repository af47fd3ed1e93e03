// Sign Out in the sidebar (product §4, §8): unavailable while the request runs, back with a 'Logout failed' toast when it
// fails, and on success the user is signed out, sent to / and told so.
import { describe, expect, it } from "vitest";
import type { Page, Route } from "playwright-core";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();

async function signedInPage(): Promise<Page> {
  return (await app.newUserOnDashboard()).page;
}

/** Holds the next POST /api/logout until `release` is called with what to do with it. */
async function holdLogout(page: Page): Promise<{ release: (handle: (route: Route) => Promise<void>) => void }> {
  let release: (handle: (route: Route) => Promise<void>) => void = () => undefined;
  const decided = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  await page.route("**/api/logout", async (route) => {
    const handle = await decided;
    await handle(route);
  });
  return { release: (handle) => release(handle) };
}

/** The toasts on screen, in the notification area that F8 focuses. */
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

const signOutButton = (page: Page) => page.getByRole("button", { name: "Sign Out" });

async function isUnavailable(page: Page): Promise<boolean> {
  return (await signOutButton(page).getAttribute("aria-disabled")) === "true";
}

describe("Sign Out", () => {
  it("is unavailable while pending, comes back with 'Logout failed' when the server refuses, keeps focus", async () => {
    const page = await signedInPage();
    const held = await holdLogout(page);
    await signOutButton(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => isUnavailable(page)).toBe(true);
    // A second press while the first request runs sends nothing more.
    const logoutRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/logout")) logoutRequests.push(r.method());
    });
    await page.keyboard.press("Enter");

    // The real server refuses a body that is not JSON (415): a failure that is not "signed out".
    held.release((route) =>
      route.continue({ headers: { ...route.request().headers(), "content-type": "text/plain" } }),
    );
    const toast = toasts(page).filter({ hasText: "Logout failed" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("Requests must be sent as JSON.");
    await expect.poll(() => isUnavailable(page)).toBe(false);
    expect(logoutRequests).toEqual([]);
    expect(await page.evaluate<string | undefined>("document.activeElement?.textContent")).toBe("Sign Out");
    // Still signed in, still on the dashboard.
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

    await page.unrouteAll();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Every submittal in your spec book, found in minutes" }).waitFor();
    await toasts(page).filter({ hasText: "Signed out successfully" }).waitFor();
    expect((await page.context().request.get(`${app.server.url}/api/auth/user`)).status()).toBe(401);
    await page.context().close();
  });

  it("says 'Failed to sign out. Please try again.' when the server cannot be reached", async () => {
    const page = await signedInPage();
    const held = await holdLogout(page);
    await signOutButton(page).click();
    await expect.poll(() => isUnavailable(page)).toBe(true);
    held.release((route) => route.abort("connectionrefused"));
    const toast = toasts(page).filter({ hasText: "Logout failed" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("Failed to sign out. Please try again.");
    await expect.poll(() => isUnavailable(page)).toBe(false);
    expect(await page.getByRole("heading", { name: "Dashboard", level: 1 }).count()).toBe(1);
    await page.context().close();
  });
});
