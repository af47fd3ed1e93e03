// Why the export dialog's button says "Export anyway" is on screen with it: the Procore check's findings sit above or
// beside the button without scrolling, at 1440 × 900 and at 375 px, in both themes, however the settings are
// scrolled; and "Fill from the defaults" gives a new log (manager blank) a Submittal Manager before one is typed,
// while a manager typed into the check's own field, letter by letter, reaches the settings.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { applyTheme, axeViolations, THEMES } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { metalsItem, openExportDialog, openResults } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();
let user: SignedInUser;
let scanId: string;

// Longer than the 255 characters Procore takes for a title.
const LONG_TITLE = `Shop drawings showing ${"the stair stringers, treads, landings and their connections, ".repeat(5)}`;

const item = (description: string, section: string) =>
  metalsItem(description, { section, submittalType: "Shop Drawings" });

beforeAll(async () => {
  user = await app.newUser({ firstName: "Dana", lastName: "Reyes" });
  // Enough items that the settings, the type mapping and the check do not all fit on a 900 px screen.
  scanId = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "stairs.pdf",
    submittals: [
      item(LONG_TITLE, "05 51 00"),
      item("Railings", "05 52 13"),
      { ...item("Gratings", "05 53 00"), submittalType: "Product Data" },
      { ...item("Ladders", "05 51 33"), submittalType: "Samples" },
      { ...item("Lintels", "05 50 00"), submittalType: "Certificates" },
    ],
  });
});

async function openDialog(page: Page): Promise<Locator> {
  await openResults(page, app.server.url, scanId);
  return openExportDialog(page);
}

type Box = { top: number; bottom: number; left: number; right: number };

/** Where the element is, if it is inside the viewport and not covered by anything at its centre; else null. */
function unobscuredBox(element: Locator): Promise<Box | null> {
  // Built from text because this file is type-checked without the DOM library; the browser runs it with the element.
  const inBrowser = new Function(
    "el",
    `const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return null;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(el === hit || el.contains(hit))) return null;
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };`,
  ) as (el: unknown) => Box | null;
  return element.evaluate(inBrowser);
}

/** The first of the elements with this text that can be read on screen as it is, or null. */
async function readableOnScreen(dialog: Locator, text: string): Promise<Box | null> {
  for (const candidate of await dialog.getByText(text, { exact: true }).all()) {
    const box = await unobscuredBox(candidate);
    if (box) return box;
  }
  return null;
}

const scrollSettings = (dialog: Locator, to: "top" | "bottom") =>
  dialog.evaluate((el: { scrollTop: number; scrollHeight: number }, where: string) => {
    el.scrollTop = where === "top" ? 0 : el.scrollHeight;
  }, to);

/** The findings of a log with a blank manager and one over-long title: readable above or beside the button. */
async function expectFindingsBesideTheButton(dialog: Locator) {
  const button = await unobscuredBox(dialog.getByRole("button", { name: "Export anyway" }));
  expect(button, "Export anyway on screen").not.toBeNull();
  for (const finding of ["Required field empty (5)", "Too long for Procore (1)"]) {
    const box = await readableOnScreen(dialog, finding);
    expect(box, `"${finding}" on screen with the button`).not.toBeNull();
    // Above the button, or on its line.
    expect(box!.top).toBeLessThan(button!.bottom);
  }
}

describe("the export dialog's findings", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows why it says "Export anyway" beside the button at ${viewport.width} px, in both themes`, async () => {
      const page = await app.signedInPage(user.client, { viewport });
      const dialog = await openDialog(page);
      await dialog.getByRole("button", { name: "Export anyway" }).waitFor();
      for (const where of ["top", "bottom", "top"] as const) {
        await scrollSettings(dialog, where);
        await expectFindingsBesideTheButton(dialog);
      }
      expect(await elementsPastRightEdge(page)).toEqual([]);
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `export-dialog-findings-${name}-${theme}`, { fullPage: false });
      }
      // The findings lead to the full check, with its fixes.
      await dialog.getByRole("button", { name: "Show the Procore check" }).click();
      await expect
        .poll(() => unobscuredBox(dialog.getByRole("heading", { name: /^Procore check: \d+ problems$/ })))
        .not.toBeNull();
      await page.context().close();
    }, 60_000);
  }

  it("fills the Submittal Manager from the defaults before one is typed, and keeps the field while one is typed", async () => {
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
    const dialog = await openDialog(page);
    const settingsManager = dialog.getByLabel("Submittal Manager", { exact: true });
    expect(await settingsManager.inputValue()).toBe("");
    const missing = dialog.locator('[data-problem-kind="missing-required"]');
    await missing.getByRole("button", { name: "Fill from the defaults" }).click();
    // The signed-in user's name, put where it can be read and changed before anything is written.
    await expect.poll(() => settingsManager.inputValue()).toBe("Dana Reyes");
    await missing.waitFor({ state: "detached" });

    // Emptied again, the check asks for a manager; typed into its field a letter at a time, every letter lands.
    await settingsManager.fill("");
    const ask = dialog.getByLabel(/^Procore needs a Submittal Manager/);
    await ask.pressSequentially("Lee Park");
    await expect.poll(() => settingsManager.inputValue()).toBe("Lee Park");
    expect(await ask.inputValue()).toBe("Lee Park");
    await dialog.getByRole("button", { name: "Export anyway" }).waitFor(); // the long title remains
    expect(await missing.count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
