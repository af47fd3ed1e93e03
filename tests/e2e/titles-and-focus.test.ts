// Where a keyboard or screen-reader user lands: every page names the browser tab after itself, a client-side route
// change moves focus to the new page's main heading, and closing the item editor gives focus back to the item.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { makeAdmin, type SignedInUser } from "../integration/helpers/users";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();
let admin: SignedInUser;
let scanId: string;

beforeAll(async () => {
  admin = await makeAdmin(app.server);
  scanId = await insertCompletedScan(app.server.db, {
    userId: admin.user.id,
    fileName: "tower.pdf",
    submittals: [
      {
        division: "05 - Metals",
        section: "05 51 33",
        description: "Ladder shop drawings",
        submittalType: "Shop Drawings",
        specifications: "",
      },
      {
        division: "05 - Metals",
        section: "05 51 33",
        description: "Ladder product data",
        submittalType: "Product Data",
        specifications: "",
      },
    ],
  });
});

/** The focused element as "tag: text", e.g. "h1: Scan History". */
function focused(page: Page): Promise<string> {
  return page.evaluate<string>(
    `(() => { const el = document.activeElement; return el ? el.tagName.toLowerCase() + ": " + (el.getAttribute("aria-label") || el.textContent || "").trim() : ""; })()`,
  );
}

describe("document titles", () => {
  it("gives every page a title of its own", async () => {
    const visitor = await app.newPage();
    const titles: Record<string, string> = {};
    for (const path of ["/", "/login", "/register", "/forgot-password", "/privacy", "/terms", "/nowhere"]) {
      await visitor.goto(`${app.server.url}${path}`);
      await visitor.locator("h1").first().waitFor();
      titles[`visitor ${path}`] = await visitor.title();
    }
    await visitor.context().close();

    const page = await app.signedInPage(admin.client);
    for (const path of ["/", "/scan", `/results/${scanId}`, "/history", "/billing", "/account", "/admin", "/nowhere"]) {
      await page.goto(`${app.server.url}${path}`);
      await page.locator("main h1").waitFor();
      titles[path] = await page.title();
    }
    await page.context().close();

    expect(titles).toMatchObject({
      "visitor /": "Submittal Scanner",
      "visitor /login": "Sign In · Submittal Scanner",
      "/": "Dashboard · Submittal Scanner",
      "/scan": "Scan Documents · Submittal Scanner",
      [`/results/${scanId}`]: "Scan Results · Submittal Scanner",
      "/history": "Scan History · Submittal Scanner",
      "/billing": "Credits & Billing · Submittal Scanner",
      "/account": "Account · Submittal Scanner",
      "/admin": "Super Admin Panel · Submittal Scanner",
      "/nowhere": "Page Not Found · Submittal Scanner",
    });
    // The signed-in 404 shares the visitor's; every other page is told apart by its title.
    const distinct = new Set(
      Object.entries(titles)
        .filter(([key]) => key !== "/nowhere")
        .map(([, title]) => title),
    );
    expect(distinct.size).toBe(Object.keys(titles).length - 1);
  }, 120_000);
});

describe("focus", () => {
  it("moves to the new page's main heading after each route change", async () => {
    const page = await app.signedInPage(admin.client);
    await page.goto(`${app.server.url}/`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    // By mouse and by keyboard through the sidebar, then a link inside the page, then the browser's Back.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scan History" }).click();
    await expect.poll(() => focused(page)).toBe("h1: Scan History");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Credits & Billing" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe("h1: Credits & Billing");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scan History" }).click();
    await page.getByRole("link", { name: "View Results" }).click();
    await expect.poll(() => focused(page)).toBe("h1: Scan Results");
    await page.goBack();
    await expect.poll(() => focused(page)).toBe("h1: Scan History");

    // The heading takes focus without becoming a tab stop.
    expect(await page.locator("main h1").getAttribute("tabindex")).toBe("-1");
    await page.context().close();
  }, 60_000);

  it("returns to the item's Edit button when the editor closes", async () => {
    const page = await app.signedInPage(admin.client);
    await page.goto(`${app.server.url}/results/${scanId}`);
    await page.getByText("Submittal Requirements").waitFor();
    const edit = page.getByRole("button", { name: 'Edit "Ladder product data"' });

    await edit.click();
    const editor = page.getByRole("form", { name: "Edit submittal 2" });
    await editor.getByLabel("Location").fill("Roof access");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toBe('button: Edit "Ladder product data"');

    await page.keyboard.press("Enter");
    await editor.getByLabel("Division").waitFor();
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toBe('button: Edit "Ladder product data"');

    // Discarding typed changes through the 'Discard Changes?' dialog comes back to the item too.
    await page.keyboard.press("Enter");
    await editor.getByLabel("Location").fill("Somewhere else");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog", { name: "Discard Changes?" }).getByRole("button", { name: "Discard" }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toBe('button: Edit "Ladder product data"');
    await page.context().close();
  }, 60_000);
});
