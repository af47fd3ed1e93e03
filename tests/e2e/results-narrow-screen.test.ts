// The results page on a 375 px phone, both themes: a division card's header shows the whole division name and its
// item count, neither covered by Select All, and a long type badge wraps instead of pushing the page sideways.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { THEMES } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();
let user: SignedInUser;
let scanId: string;

const DIVISION = "07 - Thermal and Moisture Protection";
const LONG_TYPE = "Manufacturer's Installation Instructions and Field Quality-Control Reports";

beforeAll(async () => {
  user = await app.newUser();
  scanId = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "roofing.pdf",
    submittals: [
      {
        division: DIVISION,
        section: "07 54 23",
        description: "Membrane data",
        submittalType: LONG_TYPE,
        specifications: "",
      },
      {
        division: DIVISION,
        section: "07 54 23",
        description: "Roof warranty",
        submittalType: "Warranty",
        specifications: "",
      },
    ],
  });
});

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
// Built from text because this file is type-checked without the DOM library.
const fitsItsBox = new Function("el", "return el.scrollWidth <= el.clientWidth") as (el: unknown) => boolean;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the results page at 375 px", () => {
  for (const theme of THEMES) {
    it(`shows the division's name and count whole, and nothing wider than the screen (${theme})`, async () => {
      const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile, theme });
      await page.goto(`${app.server.url}/results/${scanId}`);
      await page.getByText("Submittal Requirements").waitFor();
      const header = page.getByRole("button", { name: new RegExp(`^${DIVISION}`) });
      const name = header.getByText(DIVISION, { exact: true });
      const count = header.getByText("2 items", { exact: true });
      // Not cut short: the name's text fits in its box, and the box lies inside the screen.
      expect(await name.evaluate(fitsItsBox)).toBe(true);
      const countBox = await box(count);
      expect(countBox.x + countBox.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      expect(await count.evaluate(fitsItsBox)).toBe(true);
      const selectAll = page.getByText(`Select All in ${DIVISION}`, { exact: true });
      expect(overlap(countBox, await box(selectAll))).toBe(false);
      expect(overlap(await box(name), await box(selectAll))).toBe(false);

      expect(await elementsPastRightEdge(page)).toEqual([]);
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );
      await screenshot(page, `results-narrow-${theme}`);
      await page.context().close();
    }, 60_000);
  }
});
