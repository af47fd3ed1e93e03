// Splitting an item keeps its parent's heading and context in each new item (title, lead-in and sub-item in the
// specifications, page, paragraph reference and highlight region), and merging them again keeps every specification:
// in the browser, saved, and read back from the server.
import { describe, expect, it } from "vitest";
import { scanDetailSchema } from "../../src/contract/scans";
import type { Submittal } from "../../src/contract/submittal";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();

const LEAD_IN = "Maintenance Data: For roller shades to include in maintenance manuals.";
const BBOX = { page: 41, x0: 72, y0: 310, x1: 540, y1: 372 };
const PARENT: Submittal = {
  division: "12 - Furnishings",
  section: "12 24 13",
  sectionTitle: "Roller Window Shades",
  description: "Maintenance Data: For roller shades to include in maintenance manuals",
  submittalType: "Operation and Maintenance Data",
  specifications: `${LEAD_IN}\nMotor controls and their wiring.\nOperating hardware.`,
  items: ["Motor controls and their wiring.", "Operating hardware."],
  page: 41,
  ref: "1.5.C",
  bbox: BBOX,
};

describe("split and merge", () => {
  it("keeps the parent's heading, text and place in each split item, and every specification in a merge", async () => {
    const user = await app.newUser();
    const id = await insertCompletedScan(app.server.db, {
      userId: user.user.id,
      fileName: "shades.pdf",
      submittals: [PARENT],
    });
    const stored = async () =>
      scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body).extractedData!.submittals;
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();

    await page.getByRole("button", { name: `Split "${PARENT.description}" into 2 items` }).click();
    const title = "Maintenance Data — roller shades: operating hardware";
    await page.getByText(title, { exact: true }).waitFor();
    await page
      .getByText("Maintenance Data — roller shades: motor controls and their wiring", { exact: true })
      .waitFor();
    await page.getByText("Page 41 · Paragraph 1.5.C.2 · Roller Window Shades").waitFor();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("button", { name: "Save Changes" }).waitFor({ state: "detached" });
    await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(2);

    const split = await stored();
    expect(split[1]).toMatchObject({
      description: title,
      specifications: `${LEAD_IN}\nOperating hardware.`,
      page: 41,
      ref: "1.5.C.2",
      bbox: BBOX,
      section: "12 24 13",
      submittalType: "Operation and Maintenance Data",
    });
    expect(split[0]).toMatchObject({ ref: "1.5.C.1", specifications: `${LEAD_IN}\nMotor controls and their wiring.` });

    // Merged back: both sub-items' text under the shared lead-in, nothing dropped.
    await page.getByRole("checkbox", { name: /^Select "Maintenance Data — roller shades: motor/ }).click();
    await page.getByRole("checkbox", { name: `Select "${title}"` }).click({ modifiers: ["Shift"] });
    await page
      .getByRole("toolbar", { name: "Selected items" })
      .getByRole("button", { name: /^Merge/ })
      .click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("button", { name: "Save Changes" }).waitFor({ state: "detached" });
    // The button leaves as the save starts; the stored register is read once the save has landed.
    await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
    const merged = await stored();
    expect(merged[0]!.specifications).toBe(PARENT.specifications);
    expect(merged[0]).toMatchObject({ page: 41, bbox: BBOX });
    await page.context().close();
  }, 60_000);
});
