// Send to Procore in the browser, against the fake Procore on loopback: Connect Procore goes through the fake's
// authorize page and back, the project is picked, the log's unmatched types are mapped, the send runs with live
// progress to its outcome, the panel passes axe in both themes at 1440 and 375 px, and Disconnect removes the tokens;
// in a project that refuses the schedule fields, the items sent without their dates are listed with Procore's words.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { procoreConnections } from "../../src/server/db/schema";
import { startFakeProcore, type FakeProcore } from "../fakes/procore/fake-procore";
import { PROCORE_TEST_MAPPING, procoreTestRegister } from "../fakes/procore/procore-register";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { openResults } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";

let fake: FakeProcore;
beforeAll(async () => {
  fake = await startFakeProcore();
});
afterAll(async () => fake?.stop());

const app = useBrowserApp(() => ({
  PROCORE_CLIENT_ID: fake.clientId,
  PROCORE_CLIENT_SECRET: fake.clientSecret,
  PROCORE_TOKEN_KEY: randomBytes(32).toString("hex"),
  PROCORE_LOGIN_URL: fake.url,
  PROCORE_API_URL: fake.url,
}));

const panel = (page: Page) => page.getByRole("region", { name: "Send to Procore" });

/** Connect Procore through the fake's authorize page, pick the project and map the register's unmatched types;
 * `atMapping` runs while the mapping form is shown. */
async function connectAndMap(page: Page, atMapping: () => Promise<void> = async () => {}): Promise<void> {
  await panel(page).getByRole("link", { name: "Connect Procore" }).click();
  await page.getByRole("heading", { name: "Authorize Submittal Scanner" }).waitFor({ timeout: 60_000 });
  await page.getByRole("link", { name: "Allow" }).click();
  await page.waitForURL(/\/results\/.*procore=connected/, { timeout: 60_000 });
  await panel(page).getByRole("button", { name: "Use This Project" }).click({ timeout: 60_000 });
  await panel(page).getByText("Sending to Riverside Clinic").waitFor({ timeout: 60_000 });
  const mapping = page.getByRole("form", { name: "Match your types to Procore's" });
  await mapping.waitFor({ timeout: 60_000 });
  await atMapping();
  for (const { from, to } of PROCORE_TEST_MAPPING) await mapping.getByLabel(from).selectOption(to);
  await mapping.getByRole("button", { name: "Save Type Mapping" }).click();
}

describe("send to Procore", () => {
  it(
    "connects through Procore's authorize page, maps types, sends with progress, and disconnects",
    { timeout: 240_000 },
    async () => {
      const user = await app.newUser();
      const scanId = await insertCompletedScan(app.server.db, {
        userId: user.user.id,
        fileName: "clinic.pdf",
        submittals: procoreTestRegister(8),
      });
      const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
      await openResults(page, app.server.url, scanId);

      await connectAndMap(page, async () => {
        expect(await violationsInBothThemes(page, "type mapping")).toEqual({});
      });

      const send = panel(page).getByRole("button", { name: "Send to Procore" });
      await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
      await send.click();
      await panel(page).getByText("Send finished. 8 of 8 items").waitFor({ timeout: 60_000 });
      await panel(page).getByText("Created: 8").waitFor();
      expect(fake.submittals).toHaveLength(8);

      await page.setViewportSize(VIEWPORTS.mobile);
      expect(await elementsPastRightEdge(page)).toEqual([]);
      expect(await violationsInBothThemes(page, "send finished at 375 px")).toEqual({});

      await panel(page).getByRole("button", { name: "Disconnect Procore" }).click();
      await panel(page).getByRole("link", { name: "Connect Procore" }).waitFor({ timeout: 60_000 });
      const rows = await app.server.db
        .select()
        .from(procoreConnections)
        .where(eq(procoreConnections.userId, user.user.id));
      expect(rows).toHaveLength(0);
    },
  );
  it(
    "lists the items sent without their dates, in Procore's words, when the project refuses them",
    { timeout: 240_000 },
    async () => {
      fake.setScheduleRules({ scheduleCalculations: false, submittalsAdmin: false });
      try {
        const user = await app.newUser();
        const planned = procoreTestRegister(8).map((s, i) =>
          i === 0
            ? { ...s, requiredOnSiteDate: "2027-06-01", leadTime: 30, designTeamReviewTime: 10, internalReviewTime: 5 }
            : s,
        );
        const scanId = await insertCompletedScan(app.server.db, {
          userId: user.user.id,
          fileName: "dated.pdf",
          submittals: planned,
        });
        const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
        await openResults(page, app.server.url, scanId);
        await connectAndMap(page);
        const send = panel(page).getByRole("button", { name: "Send to Procore" });
        await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
        const before = fake.submittals.length;
        await send.click();
        await panel(page).getByText("Send finished. 8 of 8 items").waitFor({ timeout: 60_000 });
        await panel(page).getByText("Created: 8").waitFor();
        const list = panel(page).getByRole("heading", { name: "Sent without some fields" }).locator("xpath=..");
        await list.waitFor();
        const lines = await list.getByRole("listitem").allInnerTexts();
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain("Item 1 of");
        expect(lines[0]).toMatch(/required_on_site_date|lead_time|review_time|submit_by/);
        expect(fake.submittals.length - before).toBe(8);
        await page.setViewportSize(VIEWPORTS.mobile);
        expect(await elementsPastRightEdge(page)).toEqual([]);
        expect(await violationsInBothThemes(page, "sent without some fields at 375 px")).toEqual({});
      } finally {
        fake.setScheduleRules({ scheduleCalculations: true, submittalsAdmin: true });
      }
    },
  );
});
