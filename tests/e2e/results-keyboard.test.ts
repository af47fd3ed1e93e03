// The results list by keyboard: one tab stop, arrow keys move the active row (a screen reader hears its title, type and
// whether it is included), Space includes/excludes (kept by Save), Enter edits, V opens the source viewer, Delete
// deletes and Undo brings the item back, Ctrl+F goes to the log's search (a second one to the browser's find); on a
// long (virtualized) book End, Home and Page Down reach rows far away and scroll them into view. Both themes, 1440
// and 375 px, with no moderate or worse axe finding.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ScanDetail } from "../../src/contract/scans";
import type { Submittal } from "../../src/contract/submittal";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { axeViolations, THEMES } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { screenshot } from "./helpers/screenshot";
import { closeWithEscape } from "./helpers/dialog";

const app = useBrowserApp();
let user: SignedInUser;

const item = (division: string, description: string, extra: Partial<Submittal> = {}): Submittal => ({
  division,
  section: division.startsWith("05") ? "05 50 00" : "08 71 00",
  description,
  submittalType: "Product Data",
  specifications: "",
  ...extra,
});
const METALS = "05 - Metals";
const OPENINGS = "08 - Openings";
const SHORT_LOG = [
  item(METALS, "Ladder product data", { page: 2, ref: "1.4.A" }),
  item(METALS, "Grating shop drawings", { submittalType: "Shop Drawings" }),
  item(METALS, "Railing samples", { submittalType: "Samples" }),
  item(OPENINGS, "Door hardware schedule"),
  item(OPENINGS, "Closer product data"),
];

/** The focused element's role and name, or its tag. */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute("role") || el.tagName.toLowerCase()) + ": " + (el.getAttribute("aria-label") || el.textContent.trim()) : "";
  })()`) as Promise<string>;

/** The label of the list's active row (what a screen reader announces as it moves). */
const activeRow = (page: Page) =>
  page.evaluate(`(() => {
    const list = document.querySelector('[role="treegrid"]');
    const id = list && list.getAttribute("aria-activedescendant");
    const row = id && document.getElementById(id);
    return row ? row.getAttribute("aria-label") : null;
  })()`) as Promise<string | null>;

const selectedLine = (page: Page, total: number) =>
  page.getByText(new RegExp(`of ${total} submittals selected for export`)).textContent();

async function openLog(page: Page, scanId: string) {
  await page.goto(`${app.server.url}/results/${scanId}`);
  await page.getByRole("treegrid", { name: "Submittals" }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  user = await app.newUser();
});

describe("the results list by keyboard", () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      it(`is one tab stop worked through with the row keys (${size}, ${theme})`, async () => {
        const scanId = await insertCompletedScan(app.server.db, {
          userId: user.user.id,
          fileName: "metals.pdf",
          submittals: SHORT_LOG,
        });
        const page = await app.signedInPage(user.client, { viewport, theme });
        await openLog(page, scanId);
        const list = page.getByRole("treegrid", { name: "Submittals" });

        // The shortcuts are listed where the list starts.
        const help = page.getByRole("button", { name: "Keyboard shortcuts" });
        await help.click();
        await page.getByText("Include or exclude the item").waitFor();

        // Tab reaches the list once, and the next Tab leaves it.
        await help.focus();
        await page.keyboard.press("Tab");
        expect(await focused(page)).toBe("treegrid: Submittals");
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(`document.querySelector('[role="treegrid"]').contains(document.activeElement)`),
        ).toBe(false);
        await page.keyboard.press("Shift+Tab");
        expect(await focused(page)).toBe("treegrid: Submittals");

        // Rows: the first division's heading, then its items; End and Home go to either end.
        expect(await activeRow(page)).toBe(`${METALS}, 3 items, all included`);
        await page.keyboard.press("ArrowDown");
        expect(await activeRow(page)).toBe("Ladder product data, Product Data, included");
        await page.keyboard.press("ArrowDown");
        expect(await activeRow(page)).toBe("Grating shop drawings, Shop Drawings, included");
        await page.keyboard.press("End");
        expect(await activeRow(page)).toBe("Closer product data, Product Data, included");
        await page.keyboard.press("Home");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        expect(await activeRow(page)).toBe("Grating shop drawings, Shop Drawings, included");

        // Space excludes the active item; Save keeps it in the stored register.
        await page.keyboard.press("Space");
        await expect.poll(() => selectedLine(page, 5)).toBe("4 of 5 submittals selected for export");
        expect(await activeRow(page)).toBe("Grating shop drawings, Shop Drawings, excluded");
        expect(await focused(page)).toBe("treegrid: Submittals");
        await page.getByRole("button", { name: "Save Changes" }).click();
        await page.getByText("Changes Saved", { exact: true }).first().waitFor();
        const stored = await user.client.get<ScanDetail>(`/api/scans/${scanId}`);
        const excluded = stored.body.extractedData?.submittals.filter((s) => s.excluded).map((s) => s.description);
        expect(excluded).toEqual(["Grating shop drawings"]);

        // Enter opens the editor on the active item; closing it gives focus back to the list.
        await list.focus();
        await page.keyboard.press("ArrowUp");
        await page.keyboard.press("Enter");
        const division = page.locator('form input[name="division"]');
        await expect.poll(() => page.evaluate(`document.activeElement.getAttribute("name")`)).toBe("division");
        expect(await division.inputValue()).toBe(METALS);
        expect(await page.locator('form input[name="description"]').inputValue()).toBe("Ladder product data");
        await page.getByRole("button", { name: "Cancel" }).click();
        await expect.poll(() => focused(page)).toBe("treegrid: Submittals");
        expect(await activeRow(page)).toBe("Ladder product data, Product Data, included");

        // V opens the source viewer on the active item; Esc gives focus back to the list.
        await page.keyboard.press("v");
        const viewer = page.getByRole("dialog", { name: "View in document" });
        await closeWithEscape(page, viewer);
        await expect.poll(() => focused(page)).toBe("treegrid: Submittals");

        // → steps into the row's buttons, Esc back to the row.
        await page.keyboard.press("ArrowRight");
        expect(await focused(page)).toBe('checkbox: Select "Ladder product data"');
        await page.keyboard.press("ArrowRight");
        expect(await focused(page)).toBe('switch: Include "Ladder product data" in export');
        await page.keyboard.press("Escape");
        expect(await focused(page)).toBe("treegrid: Submittals");

        // Delete removes the active item, Undo (the toast's or Ctrl+Z) brings it back.
        await page.keyboard.press("Delete");
        await page.getByText('"Ladder product data" was removed from the log.').first().waitFor();
        expect(await page.getByText("Ladder product data", { exact: true }).count()).toBe(0);
        expect(await activeRow(page)).toBe("Grating shop drawings, Shop Drawings, excluded");
        await page.keyboard.press("Control+z");
        await page.getByText("Ladder product data", { exact: true }).waitFor();
        await expect.poll(() => selectedLine(page, 5)).toBe("4 of 5 submittals selected for export");

        // No moderate or worse finding with the list focused and a row active.
        await list.focus();
        await page.keyboard.press("ArrowDown");
        await screenshot(page, `results-keyboard-${size}-${theme}`, { fullPage: false });
        expect(await axeViolations(page)).toEqual([]);

        // Ctrl+F (⌘+F) goes to the log's search; pressed there, it is left to the browser's own find.
        await page.evaluate(`(() => {
          window.findPresses = [];
          window.addEventListener("keydown", (e) => { if (e.key === "f") window.findPresses.push(e.defaultPrevented); });
        })()`);
        await page.keyboard.press("Control+f");
        expect(await focused(page)).toBe("input: Search submittals");
        await page.keyboard.press("Control+f");
        await list.focus();
        await page.keyboard.press("Meta+f");
        expect(await focused(page)).toBe("input: Search submittals");
        expect(await page.evaluate("window.findPresses")).toEqual([true, false, true]);
        await page.context().close();
      }, 90_000);
    }
  }

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`reaches rows far away in a long, virtualized book and scrolls them into view (${size})`, async () => {
      const count = 400;
      const submittals = Array.from({ length: count }, (_, i) =>
        item(i < 200 ? METALS : OPENINGS, `Long book item ${i + 1}`),
      );
      const scanId = await insertCompletedScan(app.server.db, {
        userId: user.user.id,
        fileName: "long.pdf",
        submittals,
      });
      const page = await app.signedInPage(user.client, { viewport });
      await openLog(page, scanId);
      const list = page.getByRole("treegrid", { name: "Submittals" });
      // Far fewer rows in the page than in the book: the list is virtualized.
      expect(await page.locator('[role="row"]').count()).toBeLessThan(100);
      const inView = () =>
        page.evaluate(`(() => {
          const id = document.querySelector('[role="treegrid"]').getAttribute("aria-activedescendant");
          const row = id && document.getElementById(id);
          if (!row) return false;
          const box = row.getBoundingClientRect();
          return box.top >= 56 && box.bottom <= window.innerHeight;
        })()`);

      await list.focus();
      await page.keyboard.press("End");
      await expect.poll(() => activeRow(page)).toBe(`Long book item ${count}, Product Data, included`);
      await expect.poll(inView).toBe(true);
      await page.keyboard.press("Space");
      await expect
        .poll(() => selectedLine(page, count))
        .toBe(`${count - 1} of ${count} submittals selected for export`);

      await page.keyboard.press("Home");
      await expect.poll(() => activeRow(page)).toBe(`${METALS}, 200 items, all included`);
      await expect.poll(inView).toBe(true);
      await page.keyboard.press("PageDown");
      await page.keyboard.press("PageDown");
      await expect.poll(() => activeRow(page)).toBe("Long book item 20, Product Data, included");
      await expect.poll(inView).toBe(true);
      for (let i = 0; i < 50; i++) await page.keyboard.press("ArrowDown");
      await expect.poll(() => activeRow(page)).toBe("Long book item 70, Product Data, included");
      await expect.poll(inView).toBe(true);
      await page.keyboard.press("PageUp");
      await expect.poll(() => activeRow(page)).toBe("Long book item 60, Product Data, included");
      await expect.poll(inView).toBe(true);
      await page.context().close();
    }, 90_000);
  }
});
