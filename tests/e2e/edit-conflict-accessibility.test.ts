// The stale-version notice and the "Changed in Both Windows" dialog at 1440 and 375 px, light and dark: axe finds no
// moderate or worse violation, nothing reaches past a phone's screen, the dialog is named, takes focus when it opens
// and gives it back to the button that opened it (the notice's Merge Now, or Save Changes) when it closes.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scanDetailSchema } from "../../src/contract/scans";
import type { Submittal } from "../../src/contract/submittal";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();

const DIVISION = "08 - Openings";
const item = (description: string, specifications: string): Submittal => ({
  division: DIVISION,
  section: "08 71 00",
  description,
  submittalType: "Product Data",
  specifications,
});

/** A window with an unsaved retitle of the first item, whose log was then saved elsewhere with another title for it. */
async function staleWindow(viewport: { width: number; height: number }): Promise<Page> {
  const user = await app.newUser();
  const id = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "door-hardware.pdf",
    submittals: [
      item("Door hardware schedule", "Coordinated with the door schedule; keyed per the owner's keying meeting."),
      item("Closer product data", "Include mounting templates for every closer."),
    ],
  });
  const page = await app.signedInPage(user.client, { viewport });
  await page.goto(`${app.server.url}/results/${id}`);
  await page.getByText("Submittal Requirements").waitFor();

  await page.getByRole("button", { name: 'Edit "Door hardware schedule"' }).click();
  const editor = page.getByRole("form", { name: /^Edit submittal/ });
  await editor.getByLabel("Description").fill("Hardware schedule, typed in this window");
  await editor.getByRole("button", { name: "Done Editing" }).click();
  await editor.waitFor({ state: "detached" });

  const latest = await user.client.get(`/api/scans/${id}`);
  const theirs = scanDetailSchema.parse(latest.body).extractedData!;
  theirs.submittals[0] = { ...theirs.submittals[0]!, description: "Hardware schedule, saved on another device" };
  const put = await user.client.patch(
    `/api/scans/${id}`,
    { extractedData: theirs },
    { "If-Match": latest.headers.get("etag")! },
  );
  expect(put.status).toBe(200);
  await page.evaluate('window.dispatchEvent(new Event("focus"))');
  await page.getByRole("status").filter({ hasText: "Changed in another window" }).waitFor();
  return page;
}

async function widerThanScreen(page: Page): Promise<{ pastEdge: string[]; scrollWidth: number }> {
  return {
    pastEdge: await elementsPastRightEdge(page),
    scrollWidth: await page.evaluate<number>("document.documentElement.scrollWidth"),
  };
}

/** The accessible name of the focused element and whether it lies inside the open dialog. */
const focused = (page: Page) =>
  page.evaluate<{ inDialog: boolean; text: string }>(`(() => {
    const el = document.activeElement;
    return { inDialog: !!el && !!el.closest('[role="dialog"]'), text: el ? (el.textContent || "").trim() : "" };
  })()`);

describe("the edit-conflict notice and dialog", () => {
  for (const [size, viewport] of [
    ["1440 px", VIEWPORTS.desktop],
    ["375 px", VIEWPORTS.mobile],
  ] as const) {
    it(`pass axe in both themes, fit the screen and keep focus in order (${size})`, async () => {
      const page = await staleWindow(viewport);
      const found = await violationsInBothThemes(page, `notice ${size}`);
      if (viewport === VIEWPORTS.mobile) {
        expect(await widerThanScreen(page)).toEqual({ pastEdge: [], scrollWidth: viewport.width });
      }
      await screenshot(page, `edit-conflict-notice-${viewport.width}`);

      // Opened by the notice's Merge Now and closed with Esc, then by a refused save and closed with Cancel.
      for (const [opener, close] of [
        ["Merge Now", "Escape"],
        ["Save Changes", "Cancel"],
      ] as const) {
        await page.getByRole("button", { name: opener }).click();
        const dialog = page.getByRole("dialog", { name: "Changed in Both Windows" });
        await dialog.waitFor();
        await dialog.getByText("Hardware schedule, saved on another device").waitFor();
        expect((await focused(page)).inDialog).toBe(true);
        if (close === "Escape") {
          Object.assign(found, await violationsInBothThemes(page, `dialog ${size}`));
          if (viewport === VIEWPORTS.mobile) {
            expect(await widerThanScreen(page)).toEqual({ pastEdge: [], scrollWidth: viewport.width });
          }
          await screenshot(page, `edit-conflict-dialog-${viewport.width}`);
          await page.keyboard.press("Escape");
        } else {
          await dialog.getByRole("button", { name: "Cancel" }).click();
        }
        await dialog.waitFor({ state: "detached" });
        // Closing changes nothing: the notice stays, and focus is back on the button that opened the dialog.
        expect(await focused(page)).toEqual({ inDialog: false, text: opener });
      }
      expect(found).toEqual({});
      await page.context().close();
    }, 180_000);
  }
});
