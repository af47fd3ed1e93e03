// Send to Procore in the browser, against the fake Procore on loopback: Connect Procore goes through the fake's
// authorize page and back, the project is picked, the log's unmatched types are mapped, the send runs with live
// progress to its outcome, the panel passes axe in both themes at 1440 and 375 px, and Disconnect removes the tokens;
// in a project that refuses the schedule fields, the items sent without their dates are listed with Procore's words.
import { eq } from "drizzle-orm";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { procoreConnections } from "../../src/server/db/schema";
import { startFakeProcore, type FakeProcore } from "../fakes/procore/fake-procore";
import { procoreTestRegister } from "../fakes/procore/procore-register";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { openResults } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";
import { connectAndMap, procoreAppEnv, procorePanel } from "./helpers/procore";

let fake: FakeProcore;
beforeAll(async () => {
  fake = await startFakeProcore();
});
afterAll(async () => fake?.stop());

const app = useBrowserApp(() => procoreAppEnv(fake));

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

      const send = procorePanel(page).getByRole("button", { name: "Send to Procore" });
      await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
      await send.click();
      await procorePanel(page).getByText("Send finished. 8 of 8 items").waitFor({ timeout: 60_000 });
      await procorePanel(page).getByText("Created: 8").waitFor();
      expect(fake.submittals).toHaveLength(8);

      await page.setViewportSize(VIEWPORTS.mobile);
      expect(await elementsPastRightEdge(page)).toEqual([]);
      expect(await violationsInBothThemes(page, "send finished at 375 px")).toEqual({});

      await procorePanel(page).getByRole("button", { name: "Disconnect Procore" }).click();
      await procorePanel(page).getByRole("link", { name: "Connect Procore" }).waitFor({ timeout: 60_000 });
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
        const send = procorePanel(page).getByRole("button", { name: "Send to Procore" });
        await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
        const before = fake.submittals.length;
        await send.click();
        await procorePanel(page).getByText("Send finished. 8 of 8 items").waitFor({ timeout: 60_000 });
        await procorePanel(page).getByText("Created: 8").waitFor();
        const list = procorePanel(page).getByRole("heading", { name: "Sent without some fields" }).locator("xpath=..");
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
