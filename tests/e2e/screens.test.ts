// Rules every screen shares (product §8, §9): one toast at a time for 5 seconds, F8 to reach them, a visible focus mark on
// every tab stop; the password-reset link without its token; and the screens not covered elsewhere at 375 and
// 1440 px in both themes.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scans } from "../../src/server/db/schema/index";
import { markEmailVerified } from "../../src/server/auth/email-verification";
import { TEST_ADMIN_EMAIL } from "./helpers/app-server";
import { VIEWPORTS } from "./helpers/browser";
import { elementsPastRightEdge } from "./helpers/layout";
import { registerAndLogin } from "./helpers/login";
import { screenshot } from "./helpers/screenshot";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

/**
 * Tabs through the page and returns the tab stops without a visible focus mark (outline or ring), as "tag: name".
 * Stops when focus comes back to an element it has seen.
 */
async function tabStopsWithoutFocusMark(page: Page, limit = 80): Promise<string[]> {
  const probe = `(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    if (el.dataset.tabAudit) return "again";
    el.dataset.tabAudit = "1";
    const s = getComputedStyle(el);
    const marked = (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
    return marked ? "" : el.tagName.toLowerCase() + ": " + (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40);
  })()`;
  const unmarked: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const result = await page.evaluate<string | null>(probe);
    if (result === "again") break;
    if (result) unmarked.push(result);
  }
  return unmarked;
}

describe("toasts", () => {
  it("shows one toast at a time, F8 moves focus to them, and each closes after 5 seconds", async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel("Email").fill("nobody@example.test");
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toasts(page).filter({ hasText: "Login failed" }).waitFor();
    const firstShown = Date.now();
    await page.getByRole("button", { name: "Sign In" }).click();
    // The second failure replaces the first rather than stacking.
    await expect.poll(() => toasts(page).count()).toBe(1);

    await page.keyboard.press("F8");
    expect(
      await page.evaluate<string | null>(
        'document.activeElement?.closest("[role=region]")?.getAttribute("aria-label")',
      ),
    ).toBe("Notifications (F8)");

    // Focus inside the area pauses the timer (Radix); leave it, then the toast goes after its 5 seconds.
    await page.getByLabel("Email").focus();
    await page.mouse.move(0, 0);
    await toasts(page).first().waitFor({ state: "detached", timeout: 9_000 });
    expect(Date.now() - firstShown).toBeGreaterThanOrEqual(4_500);
    await page.context().close();
  });
});

describe("Set New Password without a token", () => {
  for (const path of ["/reset-password", "/reset-password/"]) {
    it(`says 'Reset token is required' at ${path} and offers a new link`, async () => {
      const page = await app.newPage();
      await page.goto(`${app.server.url}${path}`);
      await page.getByRole("alert").filter({ hasText: "Reset token is required" }).waitFor();
      await page.getByRole("link", { name: "Request a new link" }).click();
      await page.getByRole("heading", { name: "Reset Your Password" }).waitFor();
      await page.context().close();
    });
  }

  it("checks the new password and its confirmation when the token is there", async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/reset-password/some-token`);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password must be at least 8 characters").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("long enough 1");
    await page.getByText("Passwords do not match").waitFor();
    await page.context().close();
  });
});

describe("keyboard", () => {
  it("marks every tab stop of the signed-out screens", async () => {
    const page = await app.newPage();
    for (const path of ["/", "/login", "/register", "/forgot-password", "/reset-password/t", "/terms", "/nowhere"]) {
      await page.goto(`${app.server.url}${path}`);
      await page.locator("h1").first().waitFor();
      expect({ path, unmarked: await tabStopsWithoutFocusMark(page) }).toEqual({ path, unmarked: [] });
    }
    await page.context().close();
  });

  it("marks every tab stop of the signed-in screens, the admin panel's tabs included", async () => {
    const page = await app.newPage();
    const admin = await registerAndLogin(page, app.server.url, { email: TEST_ADMIN_EMAIL });
    await markEmailVerified(app.server.db, TEST_ADMIN_EMAIL);
    await app.server.db
      .insert(scans)
      .values({ userId: admin.user.id, fileName: "Tower.pdf", fileSize: 5_300_000, status: "completed" });
    for (const path of ["/", "/history", "/billing", "/admin"]) {
      await page.goto(`${app.server.url}${path}`);
      await page.locator("h1").first().waitFor();
      expect({ path, unmarked: await tabStopsWithoutFocusMark(page) }).toEqual({ path, unmarked: [] });
    }
    await page.context().close();
  });
});

describe("screens at phone and desktop widths", () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ["light", "dark"] as const) {
      it(`fits sign-in, register, password, legal, 404 and history on a ${viewport.width} px screen, ${theme}`, async () => {
        const page = await app.newPage({ viewport, theme });
        for (const path of ["/login", "/register", "/forgot-password", "/reset-password/t", "/privacy", "/nowhere"]) {
          await page.goto(`${app.server.url}${path}`);
          await page.locator("h1").first().waitFor();
          expect({ path, past: await elementsPastRightEdge(page) }).toEqual({ path, past: [] });
        }
        await screenshot(page, `not-found-${size}-${theme}`);

        const { user } = await registerAndLogin(page, app.server.url);
        await app.server.db.insert(scans).values([
          {
            userId: user.id,
            fileName: "Tower-Specifications-Volume-1-Architectural-Structural-and-MEP-Divisions.pdf",
            fileSize: 5_300_000,
            status: "completed",
            completedAt: new Date(),
          },
          {
            userId: user.id,
            fileName: "clinic.pdf",
            fileSize: 120_000_000,
            status: "failed",
            creditsUsed: 0,
            errorMessage: "This PDF is damaged or unreadable.",
            createdAt: new Date(Date.now() - 40 * 86_400_000),
          },
        ]);
        await page.goto(`${app.server.url}/history`);
        await page.getByText("Error: This PDF is damaged or unreadable.").waitFor();
        expect(await elementsPastRightEdge(page)).toEqual([]);
        await screenshot(page, `history-${size}-${theme}`);
        await page.context().close();
      });
    }
  }
});
