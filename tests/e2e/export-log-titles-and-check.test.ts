// The settings that shape an export's rows stay with their log, and the Procore check says what Procore will do. In a
// real browser against a real server, with both downloads read back: "Section title – type" chosen for one log leaves
// another log's edited titles alone; the check lists a type outside the company's Submittal Types and a repeated
// section + title + type, asks for a mapping, and "Export anyway" says what Procore will do; Esc closes the item
// editor with focus back on its row. Axe finds nothing in the dialog, and it fits a 375 px screen.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { axeViolations } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { downloadedBytes, firstSheet, metalsItem, openExportDialog, openResults } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();
let user: SignedInUser;
let tower: string;
let school: string;

const SECTION_TITLE = "METAL FABRICATIONS";
// The school's titles as the project engineer edited them: what its export must keep.
const SCHOOL_TITLES = ["Stair 2 handrail brackets: Galvanized", "Gym ladder: Ship's ladder with cage"];

beforeAll(async () => {
  user = await app.newUser({ firstName: "Dana", lastName: "Reyes" });
  tower = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "tower.pdf",
    submittals: [
      metalsItem("Anchor bolts", { sectionTitle: SECTION_TITLE }),
      metalsItem("Lintels", { sectionTitle: SECTION_TITLE }),
      metalsItem("Shop drawings", { sectionTitle: SECTION_TITLE, submittalType: "Shop Drawing" }),
    ],
  });
  school = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "school.pdf",
    submittals: SCHOOL_TITLES.map((title) => metalsItem(title, { sectionTitle: SECTION_TITLE })),
  });
});

const column = (sheet: { headers: unknown[]; rows: unknown[][] }, name: string) =>
  sheet.rows.map((r) => r[sheet.headers.indexOf(name)]);

async function exportFromDialog(page: Page, dialog: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: /^Export( anyway)?$/ }).click(),
  ]);
  return firstSheet(await downloadedBytes(download, "log-titles-"));
}

/** The export button's accessible description: the findings beside it. */
async function buttonDescription(dialog: Locator): Promise<string> {
  const id = await dialog.getByRole("button", { name: "Export anyway" }).getAttribute("aria-describedby");
  return (
    (await dialog
      .page()
      .locator(`[id="${id ?? ""}"]`)
      .textContent()) ?? ""
  );
}

describe("an export's row settings stay with their log", () => {
  it("writes section-type titles for one log and keeps the other log's edited titles", async () => {
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
    await openResults(page, app.server.url, tower);
    let dialog = await openExportDialog(page);
    await dialog.getByRole("group", { name: "This log's settings" }).getByLabel("Submittal Title").waitFor();
    await dialog.getByText("This log has not been exported yet").waitFor();
    await dialog.getByLabel("Submittal Manager", { exact: true }).fill("Dana Reyes");
    await dialog.getByLabel("Submittal Title").selectOption("section-type");
    await dialog.getByText("Add the page and paragraph to Description").click();
    const towerSheet = await exportFromDialog(page, dialog);
    expect(column(towerSheet, "Submittal Title")).toEqual([
      "Metal Fabrications – Product Data",
      "Metal Fabrications – Product Data",
      "Metal Fabrications – Shop Drawing",
    ]);

    // Another project's log, never exported: the items' own titles, whatever the tower chose.
    await openResults(page, app.server.url, school);
    dialog = await openExportDialog(page);
    expect(await dialog.getByLabel("Submittal Title").inputValue()).toBe("description");
    expect(await dialog.getByLabel("Add the page and paragraph to Description").isChecked()).toBe(false);
    await dialog.getByLabel("Submittal Manager", { exact: true }).fill("Dana Reyes");
    const schoolSheet = await exportFromDialog(page, dialog);
    expect(column(schoolSheet, "Submittal Title")).toEqual(SCHOOL_TITLES);
    expect(column(schoolSheet, "Description").every((d) => d === null)).toBe(true);

    // Back on the tower: its own choice, said to be kept with it.
    await openResults(page, app.server.url, tower);
    dialog = await openExportDialog(page);
    expect(await dialog.getByLabel("Submittal Title").inputValue()).toBe("section-type");
    await dialog.getByText("Kept with this log as they were at its last export").waitFor();
    await page.context().close();
  }, 180_000);
});

describe("the Procore check", () => {
  for (const [name, viewport] of [
    ["desktop", VIEWPORTS.desktop],
    ["375 px", VIEWPORTS.mobile],
  ] as const) {
    it(`lists a type outside the company's list and a repeated row, and says what Procore will do (${name})`, async () => {
      // The user's preferences as a new user's: the company list is Procore's default types, nothing mapped.
      expect((await user.client.json("PUT", "/api/export-settings", {})).status).toBe(200);
      const page = await app.signedInPage(user.client, { viewport });
      await openResults(page, app.server.url, tower);
      const dialog = await openExportDialog(page);
      // Section-type titles (the tower's own since its first export) make its two Product Data rows alike in section,
      // title and type.
      await dialog.getByLabel("Submittal Title").selectOption("section-type");
      await dialog.getByLabel("Submittal Manager", { exact: true }).fill("Dana Reyes");
      const unmapped = dialog.locator('[data-problem-kind="unmapped-type"]');
      await unmapped.getByText("Type not in your company's list (2)").waitFor();
      await unmapped.getByText(/^Not in your company's Submittal Types: Product Data\./).waitFor();
      const repeated = dialog.locator('[data-problem-kind="duplicate-row"]');
      await repeated.getByText("Same section, title and type (1)").waitFor();
      await repeated.getByText("Row 2: Same section, title and type as row 1").waitFor();
      // The mapping is asked for, for the type outside the list only.
      const mapping = dialog.getByRole("group", { name: "Map types to your company's Submittal Types" });
      expect(await mapping.getByRole("combobox").count()).toBe(1);
      await mapping.getByLabel("Procore type for Product Data").waitFor();

      const said = await buttonDescription(dialog);
      expect(said).toContain("Procore refuses these rows: Type not in your company's list (2).");
      expect(said).toContain("Procore creates duplicate submittals: Same section, title and type (1).");
      expect(await elementsPastRightEdge(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await mapping.scrollIntoViewIfNeeded();
      await screenshot(page, `export-dialog-type-mapping-${name.replace(" ", "-")}`, { fullPage: false });

      // Mapped onto a company type: nothing left for Procore to refuse, only the repeat.
      await mapping.getByLabel("Procore type for Product Data").fill("Product Information");
      await unmapped.waitFor({ state: "detached" });
      expect(await buttonDescription(dialog)).not.toContain("refuses");
      const sheet = await exportFromDialog(page, dialog);
      expect(column(sheet, "Submittal Type")).toEqual(["Product Information", "Product Information", "Shop Drawing"]);
      await page.context().close();
    }, 180_000);
  }
});

describe("the item editor", () => {
  it("closes on Esc and gives focus back to its row", async () => {
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
    await openResults(page, app.server.url, school);
    const focused = () =>
      page.evaluate<[string | null, string | null]>(`(() => {
        const el = document.activeElement;
        const row = el && document.getElementById(el.getAttribute("aria-activedescendant") || "");
        return [el && el.getAttribute("role"), row && row.getAttribute("aria-label")];
      })()`);
    const list = page.getByRole("treegrid", { name: "Submittals" });
    await list.focus();
    await page.keyboard.press("ArrowDown");
    const onRow = await focused();
    expect(onRow[0]).toBe("treegrid");
    expect(SCHOOL_TITLES.map((t) => `${t}, Product Data, included`)).toContain(onRow[1]);
    await page.keyboard.press("Enter");
    const editor = page.getByRole("form", { name: /Edit submittal \d+/ });
    await editor.waitFor();
    await editor.getByLabel("Section").focus();
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await expect.poll(focused).toEqual(onRow);

    // With something typed, Esc asks before the typing is dropped, as Cancel does.
    await page.keyboard.press("Enter");
    await editor.getByLabel("Location").fill("Level 2");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog");
    await discard.waitFor();
    await discard.getByRole("button", { name: /^Discard/ }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(focused).toEqual(onRow);
    await page.context().close();
  }, 120_000);
});
