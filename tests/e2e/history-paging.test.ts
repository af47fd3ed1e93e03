// Dashboard and Scan History on a user with many scans: figures from the overview, the history loaded a page at a
// time and virtualised, and the search answered by the server. Real server, real database, real browser.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seedScans } from "../fixtures/scans/seed-scans";
import { registerAndLogin } from "./helpers/login";
import { useBrowserApp } from "./helpers/browser-app";

const COUNT = 240;
/** Scan i is "Tower i.pdf", every tenth "Garage Level i.pdf". */
const fileName = (i: number) => (i % 10 === 3 ? `Garage Level ${i}.pdf` : `Tower ${i}.pdf`);

/** The scans' rows (the month headings between them are list items too, without a link). */
const rows = () =>
  page
    .getByRole("list", { name: "Scans" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link") });

const app = useBrowserApp();
let page: Page;
const scanRequests: string[] = [];

beforeAll(async () => {
  page = await app.newPage();
  const { user } = await registerAndLogin(page, app.server.url);
  // Newest now, one every six hours: the list spans two calendar months at least.
  await seedScans(app.server.database, {
    userId: user.id,
    count: COUNT,
    newest: new Date(),
    stepMinutes: 360,
    fileName,
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/scans")) scanRequests.push(`${url.pathname}${url.search}`);
  });
});

describe("many scans", () => {
  it("shows the dashboard from the overview, without downloading the list", async () => {
    scanRequests.length = 0;
    await page.goto(`${app.server.url}/`);
    await page.getByRole("heading", { name: "Recent Scans" }).waitFor();
    await page.getByText("Tower 0.pdf").waitFor();
    expect(await page.getByText(/^(Tower|Garage Level) \d+\.pdf$/).count()).toBe(5);
    // 240 scans: every 17th failed (14) and every 29th processing (8); the rest completed.
    const completed = COUNT - 14 - 8;
    const stat = (label: string) =>
      page.locator("p", { hasText: label }).locator("xpath=following-sibling::p").first().textContent();
    expect(await stat("Documents Scanned")).toBe(String(completed));
    expect(await stat("Success Rate")).toBe(`${Math.round((completed / COUNT) * 100)}%`);
    expect(scanRequests.every((r) => r.startsWith("/api/scans/overview?monthStart="))).toBe(true);
  });

  it("loads the history a page at a time, mounts only the rows in view, and reaches the oldest scan", async () => {
    scanRequests.length = 0;
    await page.goto(`${app.server.url}/history`);
    await page.getByText("Tower 0.pdf", { exact: true }).waitFor();
    expect(scanRequests).toContain("/api/scans?limit=50");
    const mounted = await rows().count();
    expect(mounted).toBeGreaterThan(3);
    expect(mounted).toBeLessThan(50);
    const tiles = page.getByRole("region", { name: "Scan counts" });
    expect(await tiles.getByText(String(COUNT), { exact: true }).count()).toBe(1);

    const oldest = page.getByText(`Tower ${COUNT - 1}.pdf`, { exact: true });
    for (let i = 0; i < 60 && !(await oldest.isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(100);
    }
    await oldest.waitFor();
    // 240 scans in pages of 50: four more pages, each asked for once.
    const more = scanRequests.filter((r) => r.startsWith("/api/scans?limit=50&cursor="));
    expect(more).toHaveLength(4);
    expect(new Set(more).size).toBe(4);
    expect(await rows().count()).toBeLessThan(60);
  });

  it("searches on the server once typing pauses, and says when nothing matches", async () => {
    await page.evaluate("window.scrollTo(0, 0)");
    scanRequests.length = 0;
    const search = page.getByRole("searchbox", { name: "Search by filename" });
    await search.pressSequentially("garage LEVEL", { delay: 20 });
    await page.getByText("Garage Level 3.pdf", { exact: true }).waitFor();
    await page.getByText("Tower 0.pdf", { exact: true }).waitFor({ state: "detached" });
    const searches = scanRequests.filter((r) => r.includes("q="));
    // Debounced: one request for the whole phrase, not one per key.
    expect(searches).toEqual(["/api/scans?limit=50&q=garage+LEVEL"]);
    const shown = await rows().allTextContents();
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.every((text) => text.includes("Garage Level"))).toBe(true);

    await search.fill("no such book");
    await page.getByText("No scans found").waitFor();
    await page.getByText("Try adjusting your search query").waitFor();
  });
});
