// What an export uses is never carried silently from one project's log to the next: numbering, start number and
// Submittal Manager stay with the log they were set for (a new log starts from the spec's defaults, manager blank,
// and the Procore check asks for one with the field right there), while the format follows the user, as the dialog
// says; the button at the bottom names the format the file will have.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SUBMITTAL_HEADERS } from "../../src/export/procore-columns";
import { parseCsv } from "../fixtures/export/parse-csv";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { downloadedBytes, metalsItem, openExportDialog, openResults } from "./helpers/export";

const app = useBrowserApp();
let user: SignedInUser;
let tower: string;
let school: string;

beforeAll(async () => {
  user = await app.newUser({ firstName: "Dana", lastName: "Reyes" });
  // The company's Submittal Types hold the items' type, so the check has only the manager to ask for.
  await user.client.json("PUT", "/api/export-settings", { companySubmittalTypes: ["Product Data"] });
  tower = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "tower.pdf",
    submittals: [metalsItem("Anchor bolts"), metalsItem("Lintels")],
  });
  school = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "school.pdf",
    submittals: [metalsItem("Handrails"), metalsItem("Gratings")],
  });
});

const openLog = (page: Page, id: string) => openResults(page, app.server.url, id);

describe("export settings per log", () => {
  it("keeps numbering and manager with their log, carries the format, and says so", async () => {
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
    await openLog(page, tower);
    await page.getByRole("button", { name: "Export Selected to Excel" }).waitFor();
    let dialog = await openExportDialog(page);
    await dialog.getByText("Submittal Manager, numbering, titles and the page reference are kept with").waitFor();
    // A new log: the spec's file, manager blank; the Procore check explains and offers the field.
    expect(await dialog.getByLabel("Submittal Manager", { exact: true }).inputValue()).toBe("");
    expect(await dialog.getByLabel("Start at").inputValue()).toBe("1");
    const ask = dialog.getByLabel(/^Procore needs a Submittal Manager/);
    await ask.fill("Dana Reyes");
    await dialog.getByText("Procore check: no problems found.").waitFor();
    expect(await dialog.getByLabel("Submittal Manager", { exact: true }).inputValue()).toBe("Dana Reyes");

    await dialog.getByLabel("Format").selectOption("csv");
    await dialog.getByLabel("Numbering").selectOption("section");
    await dialog.getByLabel("Start at").fill("100");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    const { rows } = parseCsv((await downloadedBytes(download, "per-log-")).toString("utf8"));
    const column = (name: string) => rows.slice(1).map((r) => r[SUBMITTAL_HEADERS.indexOf(name)]);
    expect(column("Submittal Number")).toEqual(["05 50 00-100", "05 50 00-101"]);
    expect(column("Submittal Manager")).toEqual(["Dana Reyes", "Dana Reyes"]);
    await page.getByRole("button", { name: "Export Selected to CSV" }).waitFor();

    // The next project's log: the user's format, but its own numbering and no manager.
    await openLog(page, school);
    await page.getByRole("button", { name: "Export Selected to CSV" }).waitFor();
    dialog = await openExportDialog(page);
    expect(await dialog.getByLabel("Format").inputValue()).toBe("csv");
    expect(await dialog.getByLabel("Numbering").inputValue()).toBe("index");
    expect(await dialog.getByLabel("Start at").inputValue()).toBe("1");
    expect(await dialog.getByLabel("Submittal Manager", { exact: true }).inputValue()).toBe("");
    await dialog
      .locator('[data-problem-kind="missing-required"]')
      .getByText(/^Required field empty/)
      .waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Back on the first log (after a reload): what was set for it.
    await openLog(page, tower);
    dialog = await openExportDialog(page);
    expect(await dialog.getByLabel("Numbering").inputValue()).toBe("section");
    expect(await dialog.getByLabel("Start at").inputValue()).toBe("100");
    expect(await dialog.getByLabel("Submittal Manager", { exact: true }).inputValue()).toBe("Dana Reyes");
    await page.context().close();
  }, 90_000);
});
