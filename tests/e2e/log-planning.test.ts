// Planning a log in the browser (issue 33): a required-on-site date set for two selected items through the selection
// toolbar gives each its submit-by date from the account's default lead and review times; the one due within two
// weeks and a long-lead item (the spec's own words) are flagged in words, a pasted schedule dates another item by its
// number and says why a bad line is not used, the schedule filter shows only the flagged items, and a changed planning
// default moves the dates. Axe checks the flags, the filters and both dialogs in light and dark at 1440 and 375 px.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEFAULT_PLANNING_SETTINGS } from "../../src/contract/planning-settings";
import type { Submittal } from "../../src/contract/submittal";
import { addDays, localToday, planDurations, submitByDate } from "../../src/contract/submittal-plan";
import { usDateText } from "../../src/export/procore-rows";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();

const item = (description: string, submittalType: string, specifications = ""): Submittal => ({
  division: "05 - Metals",
  section: "05 12 00",
  description,
  submittalType,
  specifications,
});
const STEEL = item("Structural steel shop drawings", "Shop Drawings");
const ANCHORS = item("Anchor rod product data", "Product Data");
const ELEVATOR = item("Elevator equipment data", "Product Data", "Identify long-lead equipment and its delivery.");
const PAINT = item("Shop primer color samples", "Samples");

const today = localToday();
/** On site in 70 days: steel (63 days of lead and review) is due in 7 days, anchors (49) in 21. */
const ON_SITE = addDays(today, 70);
const submitBy = (s: Submittal, onSite: string) => submitByDate(onSite, planDurations(s, DEFAULT_PLANNING_SETTINGS));

const row = (page: Page, description: string) => page.locator('[role="row"]', { hasText: description });

async function plannedLog(viewport: { width: number; height: number }): Promise<Page> {
  const user = await app.newUser();
  const id = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "steel.pdf",
    submittals: [STEEL, ANCHORS, ELEVATOR, PAINT],
  });
  const page = await app.signedInPage(user.client, { viewport });
  await page.goto(`${app.server.url}/results/${id}`);
  await page.getByText("Submittal Requirements").waitFor();

  await page.getByRole("checkbox", { name: `Select "${STEEL.description}"` }).click();
  await page.getByRole("checkbox", { name: `Select "${ANCHORS.description}"` }).click();
  const toolbar = page.getByRole("toolbar", { name: "Selected items" });
  await toolbar.getByLabel("Required on-site date").fill(ON_SITE);
  await toolbar.getByRole("button", { name: "Set on-site date" }).click();

  await row(page, STEEL.description)
    .getByText(`Submit by ${submitBy(STEEL, ON_SITE)}`)
    .waitFor();
  await row(page, ANCHORS.description)
    .getByText(`Submit by ${submitBy(ANCHORS, ON_SITE)}`)
    .waitFor();
  return page;
}

const flags = (page: Page, description: string) => row(page, description).locator("[data-plan-flag]").allTextContents();

describe("planning the log", () => {
  it("dates two selected items, flags the due and long-lead ones, pastes a schedule and filters by flag (1440 px)", async () => {
    const page = await plannedLog(VIEWPORTS.desktop);
    expect(await flags(page, STEEL.description)).toEqual(["Submit within 2 weeks"]);
    expect(await flags(page, ANCHORS.description)).toEqual([]);
    expect(await flags(page, ELEVATOR.description)).toEqual(["Long lead"]);

    // Item 4 by its export number, on site in 30 days: 42 days of lead and review put its submit-by date in the past.
    await page.getByRole("button", { name: "Paste Schedule" }).click();
    const dialog = page.getByRole("dialog", { name: "Paste Schedule" });
    await dialog.getByLabel("Required on-site dates").fill(`4,${usDateText(addDays(today, 30))}\n99 99 99,01/01/2027`);
    await dialog.getByText('Line 2: "99 99 99" is neither a spec section nor an item number of this log.').waitFor();
    await dialog.getByText("1 line date 1 item; 1 line cannot be used.").waitFor();
    const found = await violationsInBothThemes(page, "paste dialog 1440");
    await dialog.getByRole("button", { name: "Apply 1 Date" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await flags(page, PAINT.description)).toEqual(["Submit-by date passed"]);

    await page.getByLabel("Schedule", { exact: true }).selectOption({ label: "Submit-by passed or within 2 weeks" });
    await page.getByText("2 of 4 submittals match.").waitFor();
    expect(await row(page, ANCHORS.description).count()).toBe(0);
    expect(await row(page, STEEL.description).count()).toBe(1);
    Object.assign(found, await violationsInBothThemes(page, "due filter 1440"));

    await page.getByLabel("Schedule", { exact: true }).selectOption({ label: "Long lead only" });
    await page.getByText("1 of 4 submittals match.").waitFor();
    expect(await row(page, ELEVATOR.description).count()).toBe(1);

    // Shop drawings' default lead time raised past the long-lead threshold: the steel is long-lead now, and its
    // submit-by date (70 + 14 + 7 days before on site) has passed.
    await page.getByRole("button", { name: "Planning Defaults" }).click();
    const defaults = page.getByRole("dialog", { name: "Planning Defaults" });
    await defaults.getByRole("group", { name: "Shop Drawings" }).getByLabel("Lead time (days)").fill("70");
    Object.assign(found, await violationsInBothThemes(page, "planning defaults 1440"));
    await defaults.getByRole("button", { name: "Save Defaults" }).click();
    await defaults.waitFor({ state: "detached" });
    await page.getByText("2 of 4 submittals match.").waitFor();
    expect(await flags(page, STEEL.description)).toEqual(["Submit-by date passed", "Long lead"]);
    await screenshot(page, "log-planning-1440");
    await row(page, STEEL.description)
      .getByText(`Submit by ${addDays(ON_SITE, -91)}`)
      .waitFor();
    expect(found).toEqual({});
    await page.context().close();
  }, 240_000);

  it("shows the dates, flags and filter within a phone's screen and passes axe in both themes (375 px)", async () => {
    const page = await plannedLog(VIEWPORTS.mobile);
    expect(await flags(page, STEEL.description)).toEqual(["Submit within 2 weeks"]);
    const found = await violationsInBothThemes(page, "flags 375");
    await screenshot(page, "log-planning-375");
    await page.getByLabel("Schedule", { exact: true }).selectOption({ label: "Long lead only" });
    await page.getByText("1 of 4 submittals match.").waitFor();
    Object.assign(found, await violationsInBothThemes(page, "long-lead filter 375"));
    await page.getByRole("button", { name: "Paste Schedule" }).click();
    await page.getByRole("dialog", { name: "Paste Schedule" }).getByLabel("Required on-site dates").fill("x,y");
    Object.assign(found, await violationsInBothThemes(page, "paste dialog 375"));
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Planning Defaults" }).click();
    await page.getByRole("dialog", { name: "Planning Defaults" }).getByText("Any type", { exact: true }).waitFor();
    Object.assign(found, await violationsInBothThemes(page, "planning defaults 375"));
    expect(await elementsPastRightEdge(page)).toEqual([]);
    expect(found).toEqual({});
    await page.context().close();
  }, 240_000);
});
