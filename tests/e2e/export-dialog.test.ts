// The export dialog behind Export Selected, in a real browser against a real server: options set, the Procore check
// run, its fixes applied, the download read back, and the settings remembered for the next export.
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { savedExportSettingsSchema, savedLogExportSettingsSchema } from "../../src/contract/export-settings";
import { scanDetailSchema } from "../../src/contract/scans";
import { SUBMITTAL_TYPES } from "../../src/contract/submittal-types";
import { REGISTER_COLUMNS } from "../../src/export/register-rows";
import { SUBMITTAL_HEADERS } from "../../src/export/procore-columns";
import { scans } from "../../src/server/db/schema";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { largeRegister } from "../fixtures/export/large-register";
import { parseCsv } from "../fixtures/export/parse-csv";
import { type SignedInUser } from "../integration/helpers/users";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";
import { scanThroughApi } from "./helpers/scans";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { downloadedBytes, firstSheet } from "./helpers/export";

const SPEC_PDF = specPdf("metalRailings");
// A title Procore would refuse twice over: a line break inside, and longer than 255 characters once flattened.
const LONG_TITLE = `Shop Drawings:\n${"Show the stair stringers, treads, landings, railings and their connections to the structure, ".repeat(3)}with all field welds.`;
const FLAT_TITLE = LONG_TITLE.replace("\n", " ");

const app = useBrowserApp();

/**
 * A completed scan whose first item has the long title, open on the results page. The company's Submittal Types hold
 * every type of the register unless `procoreDefaultTypes`, when they are Procore's default list, as a new user's are.
 */
async function resultsWithLongTitle(procoreDefaultTypes = false): Promise<{ page: Page; user: SignedInUser }> {
  const user = await app.newUser({ credits: 1, firstName: "Dana", lastName: "Reyes" });
  if (!procoreDefaultTypes) {
    await user.client.json("PUT", "/api/export-settings", { companySubmittalTypes: [...SUBMITTAL_TYPES] });
  }
  const id = await scanThroughApi(user.client, await readFile(SPEC_PDF), "05_52_00.pdf");
  const scan = scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body);
  const data = scan.extractedData!;
  data.submittals[0] = { ...data.submittals[0]!, description: LONG_TITLE };
  await app.server.db.update(scans).set({ extractedData: data }).where(eq(scans.id, id));
  const page = await app.signedInPage(user.client);
  await page.goto(`${app.server.url}/results/${id}`);
  await page.getByText("Submittal Requirements").waitFor();
  return { page, user };
}

const saved = (download: Download) => downloadedBytes(download, "export-dialog-");

describe("the export dialog", () => {
  it("sets options, runs the Procore check, applies its fixes and downloads the fixed workbook", async () => {
    const { page, user } = await resultsWithLongTitle();
    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Selected" });
    // A new log's manager is blank, as in the spec's file, until the user fills it.
    expect(await dialog.getByLabel("Submittal Manager", { exact: true }).inputValue()).toBe("");
    // Typed with a stray space, as names often are: the file and the saved settings get the name without it.
    await dialog.getByLabel("Submittal Manager", { exact: true }).fill("Dana Reyes ");

    await dialog.getByLabel("Numbering").selectOption("section");
    await dialog.getByLabel("Start at").fill("5");
    await dialog.getByText("Add the page and paragraph to Description").click();

    const lineBreaks = dialog.locator('[data-problem-kind="control-characters"]');
    const tooLong = dialog.locator('[data-problem-kind="too-long"]');
    await lineBreaks.getByText("Line breaks in titles (1)").waitFor();
    await tooLong.getByText("Too long for Procore (1)").waitFor();
    await dialog.getByRole("button", { name: "Export anyway" }).waitFor();
    await screenshot(page, "export-dialog-procore-check", { fullPage: false });

    await lineBreaks.getByRole("button", { name: "Flatten line breaks" }).click();
    await lineBreaks.waitFor({ state: "detached" });
    await tooLong.getByRole("button", { name: /^Shorten at a word boundary/ }).click();
    await dialog.getByText("Procore check: no problems found.").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("05_52_00_Submittals.xlsx");
    await dialog.waitFor({ state: "detached" });
    const { headers, rows } = await firstSheet(await saved(download));
    expect(headers).toEqual(SUBMITTAL_HEADERS);
    const cell = (row: number, name: string) => rows[row]![SUBMITTAL_HEADERS.indexOf(name)];
    expect(rows.map((_, i) => cell(i, "Submittal Manager"))).toEqual(rows.map(() => "Dana Reyes"));
    expect(rows.map((_, i) => cell(i, "Submittal Number"))).toEqual(rows.map((_, i) => `05 52 00-${5 + i}`));
    const title = String(cell(0, "Submittal Title"));
    expect([...title].length).toBeLessThanOrEqual(255);
    expect(title.endsWith("…")).toBe(true);
    expect(FLAT_TITLE.startsWith(title.slice(0, -1))).toBe(true);
    expect(String(cell(0, "Description")).startsWith(`${FLAT_TITLE}\n\n`)).toBe(true);
    expect(String(cell(1, "Description"))).toMatch(/ \(p\. \d+, ¶ [^)]+\)$/);

    // Remembered on the server (the preferences with the user; numbering, manager and page reference with the log),
    // and the dialog opens with them next time. The user's defaults for new logs are left as they were.
    const remembered = savedExportSettingsSchema.parse((await user.client.get("/api/export-settings")).body).settings;
    expect(remembered).toMatchObject({ newLogDefaults: { title: "description", sourceReference: false } });
    const logSettings = savedLogExportSettingsSchema.parse(
      (await user.client.get(`${new URL(page.url()).pathname.replace("/results/", "/api/scans/")}/export-settings`))
        .body,
    ).settings;
    expect(logSettings).toEqual({
      numbering: "section",
      startNumber: 5,
      submittalManager: "Dana Reyes",
      title: "description",
      sourceReference: true,
    });
    await page.reload();
    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    expect(await page.getByRole("dialog").getByLabel("Numbering").inputValue()).toBe("section");
    expect(await page.getByRole("dialog").getByLabel("Start at").inputValue()).toBe("5");
    await page.context().close();
  }, 180_000);

  it("maps types, lists the unmapped ones, and exports CSV anyway with the problems left in", async () => {
    const { page } = await resultsWithLongTitle(true);
    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Selected" });
    await dialog.getByLabel("Format").selectOption("csv");
    await dialog.getByLabel("Submittal Manager", { exact: true }).fill("");
    await dialog
      .locator('[data-problem-kind="missing-required"]')
      .getByText(/^Required field empty/)
      .waitFor();
    await dialog.getByLabel(/^Procore needs a Submittal Manager/).waitFor();

    const typeInputs = dialog.getByRole("combobox", { name: /^Procore type for / });
    expect(await typeInputs.count()).toBeGreaterThan(1);
    const firstType = (await typeInputs.first().getAttribute("aria-label"))!.replace("Procore type for ", "");
    // A stray space would make the type one Procore's company list does not have: it is trimmed.
    await typeInputs.first().fill("Product Information ");
    const unmapped = dialog.locator('[data-problem-kind="unmapped-type"]');
    await unmapped.getByText(/^Type not in your company's list/).waitFor();
    await unmapped.getByText("Procore refuses these rows.").waitFor();
    await expect
      .poll(async () => (await unmapped.getByText(/^Not in your company's Submittal Types: /).textContent())!)
      .not.toContain(`${firstType}`);
    const listed = (await unmapped.getByText(/^Not in your company's Submittal Types: /).textContent())!
      .replace("Not in your company's Submittal Types: ", "")
      .replace(/\. Map them above, or add them to the list\.$/, "");
    expect(listed.split(", ").length).toBe((await typeInputs.count()) - 1);
    expect(listed.split(", ")).not.toContain(firstType);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Export anyway" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("05_52_00_Submittals.csv");
    const { bom, rows } = parseCsv((await saved(download)).toString("utf8"));
    expect(bom).toBe(true);
    expect(rows[0]).toEqual(SUBMITTAL_HEADERS);
    const types = rows.slice(1).map((r) => r[SUBMITTAL_HEADERS.indexOf("Submittal Type")]);
    expect(types).toContain("Product Information");
    expect(types).not.toContain(firstType);
    // Exported anyway: the title keeps its line break, quoted as RFC 4180 allows.
    expect(rows[1]![SUBMITTAL_HEADERS.indexOf("Submittal Title")]).toBe(LONG_TITLE);
    expect(rows.slice(1).every((r) => r[SUBMITTAL_HEADERS.indexOf("Submittal Manager")] === "")).toBe(true);
    await page.context().close();
  }, 180_000);

  it("writes section-type titles and section titles, then the plain register, as chosen in the dialog", async () => {
    const { page } = await resultsWithLongTitle();
    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Selected" });
    await dialog.getByLabel("Submittal Title").selectOption("section-type");
    await dialog.getByLabel("Spec Section Description").selectOption("section-title");
    await dialog.getByLabel("Submittal Manager", { exact: true }).fill("Dana Reyes");
    // The long title is no longer the item's description, so nothing is left for Procore to refuse; items of one
    // section and type now share a title, which the check's fix tells apart.
    await dialog
      .getByText(/^(Procore check: no problems found\.|Same section, title and type \(\d+\))$/)
      .first()
      .waitFor();
    const repeated = dialog.locator('[data-problem-kind="duplicate-row"]');
    if ((await repeated.count()) > 0)
      await repeated.getByRole("button", { name: /^Tell repeated titles apart/ }).click();
    await dialog.getByText("Procore check: no problems found.").waitFor();
    const [procore] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    const { headers, rows } = await firstSheet(await saved(procore));
    expect(headers).toEqual(SUBMITTAL_HEADERS);
    const column = (name: string) => rows.map((r) => r[SUBMITTAL_HEADERS.indexOf(name)]);
    expect(new Set(column("Submittal Spec Section Description"))).toEqual(new Set(["Metal Railings"]));
    for (const title of column("Submittal Title")) expect(title).toMatch(/^Metal Railings – \S/);
    expect(column("Submittal Title")[0]).toBe("Metal Railings – Shop Drawings");

    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    await dialog.getByLabel("Format").selectOption("register");
    const [register] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(register.suggestedFilename()).toBe("05_52_00_Submittal_Register.xlsx");
    const sheet = await firstSheet(await saved(register));
    expect(sheet.name).toBe("Submittal Register");
    expect(sheet.headers).toEqual(REGISTER_COLUMNS.map((c) => c.header));
    expect(sheet.rows).toHaveLength(rows.length);
    expect(sheet.rows[0]![REGISTER_COLUMNS.findIndex((c) => c.header === "Description")]).toBe(LONG_TITLE);
    await page.context().close();
  }, 180_000);

  it("warns before and after a Viewpoint export that Viewpoint Team would refuse (over 1,000 items and 50 KB)", async () => {
    const user = await app.newUser({ credits: 1 });
    const id = await scanThroughApi(user.client, await readFile(SPEC_PDF), "05_52_00.pdf");
    await app.server.db
      .update(scans)
      .set({ extractedData: largeRegister(1024) })
      .where(eq(scans.id, id));
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();
    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export Selected" });
    await dialog.getByLabel("Format").selectOption("viewpoint");
    await dialog
      .getByText("Viewpoint Team imports at most 1,000 submittals from one file; this export has 1,024.")
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("05_52_00_Viewpoint_Submittals.xlsx");
    const bytes = await saved(download);
    expect(bytes.length).toBeGreaterThan(50_000);
    expect((await firstSheet(bytes)).rows).toHaveLength(1024);
    // Downloaded all the same, but not called successful: the toast says what Viewpoint Team would refuse.
    await page.getByText("Check Before Importing", { exact: true }).waitFor();
    await page
      .getByText(`Viewpoint Team imports files under 50 KB; this file is ${Math.ceil(bytes.length / 1000)} KB.`, {
        exact: false,
      })
      .first() // the toast and its live-region announcement
      .waitFor();
    expect(await page.getByText("Excel Export Successful").count()).toBe(0);
    await page.context().close();
  }, 180_000);

  it("says so instead of opening when nothing is selected, and fits a phone's screen", async () => {
    const { page: desktop } = await resultsWithLongTitle();
    const resultsUrl = desktop.url();
    const cookies = await desktop.context().cookies();
    await desktop.context().close();
    const page = await app.newPage({ viewport: VIEWPORTS.mobile });
    await page.context().addCookies(cookies);
    await page.goto(resultsUrl);
    await page.getByText("Submittal Requirements").waitFor();

    await page.getByRole("checkbox", { name: "Select All in 05 - Metals" }).click();
    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    await page.getByText("Please select at least one submittal to export.", { exact: true }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("checkbox", { name: "Select All in 05 - Metals" }).click();
    await page.getByRole("button", { name: "Export Selected", exact: true }).click();
    await page.getByRole("dialog", { name: "Export Selected" }).getByLabel("Format").waitFor();
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await screenshot(page, "export-dialog-375", { fullPage: false });
    await page.context().close();
  }, 180_000);
});
