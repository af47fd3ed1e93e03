// Each item's include control is a labelled switch, visibly unlike the square box that selects the item for a bulk
// action, and a click on the item's title (to read it) never changes what goes to the export: both themes, 1440 and
// 375 px.
import { beforeAll, describe, expect, it } from "vitest";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { VIEWPORTS } from "./helpers/browser";
import { axeViolations, THEMES } from "./helpers/axe";
import { useBrowserApp } from "./helpers/browser-app";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();
let user: SignedInUser;
let scanId: string;

const TITLE = "Anchor bolt product data for the embedded plates at the loading dock";

beforeAll(async () => {
  user = await app.newUser();
  scanId = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "plates.pdf",
    submittals: [
      {
        division: "05 - Metals",
        section: "05 50 00",
        description: TITLE,
        submittalType: "Product Data",
        specifications: "",
      },
      {
        division: "05 - Metals",
        section: "05 50 00",
        description: "Lintel shop drawings",
        submittalType: "Shop Drawings",
        specifications: "",
        excluded: true,
      },
    ],
  });
});

describe("the include switch", () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      it(`differs from the select box and is not toggled by the title (${size}, ${theme})`, async () => {
        const page = await app.signedInPage(user.client, { viewport, theme });
        await page.goto(`${app.server.url}/results/${scanId}`);
        await page.getByText("Submittal Requirements").waitFor();
        const selected = page.getByText(/of 2 submittals selected for export/);
        expect(await selected.textContent()).toBe("1 of 2 submittals selected for export");

        const include = page.getByRole("switch", { name: `Include "${TITLE}" in export` });
        const select = page.getByRole("checkbox", { name: `Select "${TITLE}"` });
        expect(await include.getAttribute("aria-checked")).toBe("true");
        expect(await page.getByRole("switch", { name: 'Include "Lintel shop drawings" in export' }).isChecked()).toBe(
          false,
        );
        // No include control is a checkbox any more: the only boxes are the bulk-select ones and the division's.
        expect(await page.getByRole("checkbox", { name: /^Include / }).count()).toBe(0);

        // Visibly different: a wide switch with a written label beside a square box.
        const switchBox = (await include.boundingBox())!;
        const checkBox = (await select.boundingBox())!;
        expect(switchBox.width).toBeGreaterThanOrEqual(switchBox.height * 1.6);
        expect(Math.abs(checkBox.width - checkBox.height)).toBeLessThan(1);
        const caption = page.locator("label", { hasText: /^Include$/ }).first();
        expect(await caption.isVisible()).toBe(true);

        // Clicking the title to read it changes nothing.
        await page.getByText(TITLE, { exact: true }).click();
        expect(await include.getAttribute("aria-checked")).toBe("true");
        expect(await selected.textContent()).toBe("1 of 2 submittals selected for export");
        expect(await page.getByRole("button", { name: "Save Changes" }).count()).toBe(0);

        // The switch (and its written label) toggle the item.
        await include.click();
        await expect.poll(() => selected.textContent()).toBe("0 of 2 submittals selected for export");
        await caption.click();
        await expect.poll(() => selected.textContent()).toBe("1 of 2 submittals selected for export");

        await screenshot(page, `include-switch-${size}-${theme}`);
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      }, 60_000);
    }
  }
});
