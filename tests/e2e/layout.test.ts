// The signed-in frame: sidebar on a desktop (collapsed to icons, keyboard), the slide-in sheet on a phone,
// the spinner-free first paint of a signed-in page, and the dashboard frame at 375/1440 px in both themes.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { VIEWPORTS, type PageOptions } from "./helpers/browser";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";
import { useBrowserApp } from "./helpers/browser-app";
import { closeWithEscape } from "./helpers/dialog";

const app = useBrowserApp();

async function signedInPage(options: PageOptions = {}): Promise<Page> {
  return (await app.newUserOnDashboard({ ...options, firstName: "Morgan", lastName: "Site" })).page;
}

describe("signed-in layout", () => {
  it("navigates with the sidebar and marks the current page", async () => {
    const page = await signedInPage();
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual([
      "Dashboard",
      "Scan Document",
      "Scan History",
      "Credits & Billing",
    ]);
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: "Scan History" }).click();
    await page.getByRole("heading", { name: "Scan History", level: 1 }).waitFor();
    expect(await nav.getByRole("link", { name: "Scan History" }).getAttribute("aria-current")).toBe("page");
    await page.goto(`${app.server.url}/scanner`);
    await page.getByRole("heading", { name: "Scan Documents", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/scan");
    await page.context().close();
  });

  it("collapses to icons with the header button and shows labels as tooltips", async () => {
    const page = await signedInPage();
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    expect(await page.locator("[data-slot=sidebar]").getAttribute("data-state")).toBe("collapsed");
    const container = page.locator("[data-slot=sidebar-container]");
    // 3rem once the 200 ms width transition has run.
    await expect.poll(async () => (await container.boundingBox())?.width).toBe(48);
    await page.getByRole("link", { name: "Scan Document" }).hover();
    await page.getByRole("tooltip", { name: "Scan Document" }).waitFor();
    await screenshot(page, "dashboard-desktop-collapsed");
    await page.context().close();
  });

  it("turns the sidebar into a slide-in sheet on a phone", async () => {
    const page = await signedInPage({ viewport: VIEWPORTS.mobile });
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await sheet.waitFor();
    // 18rem; measured while the slide-in may still be settling, so to the pixel.
    await expect.poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(288);
    expect(await sheet.innerText()).toContain("Morgan Site");
    await screenshot(page, "sidebar-sheet-mobile-light", { fullPage: false });
    await sheet.getByRole("link", { name: "Credits & Billing" }).click();
    await sheet.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Credits & Billing", level: 1 }).waitFor();

    await page.keyboard.press("Control+b");
    await closeWithEscape(page, sheet);
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ["light", "dark"] as const) {
      it(`fits the dashboard on a ${viewport.width} px screen in the ${theme} theme`, async () => {
        const page = await signedInPage({ viewport, theme });
        await screenshot(page, `dashboard-${size}-${theme}`);
        expect(await elementsPastRightEdge(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
