// The Super Admin Panel with more rows than a page: counters from the overview, Load more on a long list, and the
// users' search sent to the server. Real server, real database, real browser.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seedScans } from "../fixtures/scans/seed-scans";
import { makeAdmin, registerUser } from "../integration/helpers/users";
import { login } from "./helpers/login";
import { useBrowserApp } from "./helpers/browser-app";

// seedScans fails every 17th scan: 1,020 scans hold 60 failed ones, more than one page of 50.
const SCANS = 1020;
const FAILED = 60;

const app = useBrowserApp();
let page: Page;
const requests: string[] = [];

beforeAll(async () => {
  const admin = await makeAdmin(app.server);
  const owner = await registerUser(app.server, { firstName: "Morgan", lastName: "Builder" });
  await seedScans(app.server.database, {
    userId: owner.user.id,
    count: SCANS,
    newest: new Date(),
    stepMinutes: 30,
    fileName: (i) => `Book ${i}.pdf`,
  });
  page = await app.newPage();
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/admin")) requests.push(`${url.pathname}${url.search}`);
  });
  await login(page, app.server.url, { email: admin.email, password: admin.password });
});

describe("admin lists beyond one page", () => {
  it("counts from the overview and loads failed scans a page at a time", async () => {
    await page.goto(`${app.server.url}/admin`);
    await expect.poll(() => page.getByTestId("stat-failed-scans").innerText()).toBe(String(FAILED));
    expect(await page.getByTestId("stat-total-users").innerText()).toBe("2");
    await page.getByRole("tab", { name: "Failed Scans" }).click();
    const cards = page.getByRole("tabpanel").getByText("The file could not be read as a PDF.");
    await expect.poll(() => cards.count()).toBe(50);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => cards.count()).toBe(FAILED);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
    expect(requests.filter((r) => r.startsWith("/api/admin/scans/failed"))).toHaveLength(2);
  });

  it("searches users on the server once typing pauses", async () => {
    await page.getByRole("tab", { name: "Users" }).click();
    requests.length = 0;
    await page.getByPlaceholder("Search by email or name...").pressSequentially("BUILDER", { delay: 20 });
    const card = page.getByTestId("admin-user-card");
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.innerText()).toMatch(/Total scans\s+1020/);
    expect(requests.filter((r) => r.startsWith("/api/admin/users"))).toEqual(["/api/admin/users?limit=50&q=BUILDER"]);
  });
});
