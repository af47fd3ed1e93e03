// The banner of an unverified account on a phone and a desktop, in both themes: its "Resend verification e-mail"
// button never covers the banner's title or explanation (at 375 px it sat on top of them), nothing reaches past the
// screen's right edge, and axe finds nothing.
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { axeViolations, applyTheme, THEMES } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();

type Box = { left: number; top: number; right: number; bottom: number };

/** The boxes of every line of text inside the element, as the browser lays them out. */
function textLineBoxes(element: Locator): Promise<Box[]> {
  // Built from text because this file is type-checked without the DOM library; the browser runs it with the element.
  const inBrowser = new Function(
    "root",
    `const boxes = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.height > 0) boxes.push({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      }
    }
    return boxes;`,
  ) as (root: unknown) => Box[];
  return element.evaluate(inBrowser);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe("verification banner layout", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`keeps the resend button clear of the banner's text at ${viewport.width} px`, async () => {
      const { page } = await app.newUserOnDashboard({ viewport });
      const banner = page.getByRole("status").filter({ hasText: "Your e-mail address is not verified" });
      await banner.waitFor();
      const button = banner.getByRole("button", { name: "Resend verification e-mail" });
      const buttonBox = await button.boundingBox();
      expect(buttonBox).not.toBeNull();
      const { x, y, width, height } = buttonBox!;
      const buttonRect = { left: x, top: y, right: x + width, bottom: y + height };
      for (const text of [banner.locator("[data-slot=alert-title]"), banner.locator("[data-slot=alert-description]")]) {
        const lines = await textLineBoxes(text);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.filter((line) => overlaps(line, buttonRect))).toEqual([]);
      }
      // The title is read whole, not cut to one line with an ellipsis.
      expect(
        await banner
          .locator("[data-slot=alert-title]")
          .evaluate((el: { scrollHeight: number; clientHeight: number }) => el.scrollHeight - el.clientHeight),
      ).toBeLessThanOrEqual(1);
      expect(await elementsPastRightEdge(page)).toEqual([]);
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `verify-email-banner-${name}-${theme}`, { fullPage: false });
      }
      await page.context().close();
    });
  }
});
