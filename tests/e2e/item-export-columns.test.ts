// The item editor's optional Procore columns (issue 13): Responsible Contractor, Location, Lead Time and Required
// On-Site Date are set in the browser, saved through PATCH, kept after a reload, and written to their own columns of
// the downloaded workbook (Required On-Site Date as MM/DD/YYYY text). Clearing a field unsets the column again.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scanDetailSchema } from "../../src/contract/scans";
import { SUBMITTAL_HEADERS } from "../../src/export/procore-columns";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { scanThroughApi } from "./helpers/scans";
import { useBrowserApp } from "./helpers/browser-app";
import { downloadedBytes, exportSelected, firstSheet } from "./helpers/export";

const SPEC_PDF = specPdf("metalRailings");

const app = useBrowserApp();

async function downloadWorkbookRows(page: Page): Promise<unknown[][]> {
  const { headers, rows } = await firstSheet(await downloadedBytes(await exportSelected(page), "export-columns-"));
  expect(headers).toEqual(SUBMITTAL_HEADERS);
  return rows;
}

const column = (row: unknown[] | undefined, header: (typeof SUBMITTAL_HEADERS)[number]) =>
  row?.[SUBMITTAL_HEADERS.indexOf(header)] ?? null;

describe("the item editor's optional export columns", () => {
  it("sets them, saves, keeps them after a reload and exports them in their columns", async () => {
    const user = await app.newUser({ credits: 1 });
    const id = await scanThroughApi(user.client, readFileSync(SPEC_PDF), "05_52_00.pdf");
    const stored = async () => scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body).extractedData!;
    const [first] = (await stored()).submittals;

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();

    // A lead time that is not a whole number of days is refused with a message, then corrected.
    await page.getByRole("button", { name: `Edit "${first!.description}"` }).click();
    const editor = page.getByRole("form", { name: "Edit submittal 1" });
    await editor.getByLabel("Responsible Contractor").fill("Acme Steel Erectors");
    await editor.getByLabel("Location").fill("Stair 2, Levels 1-4");
    await editor.getByLabel("Lead Time (days)").fill("-3");
    await editor.getByLabel("Required On-Site Date").fill("2027-03-09");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await editor.getByText("Lead time is a whole number of days").waitFor();
    await editor.getByLabel("Lead Time (days)").fill("21");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await editor.waitFor({ state: "detached" });
    await page.getByText("Responsible: Acme Steel Erectors").waitFor();

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    expect((await stored()).submittals[0]).toMatchObject({
      responsibleContractor: "Acme Steel Erectors",
      location: "Stair 2, Levels 1-4",
      leadTime: 21,
      requiredOnSiteDate: "2027-03-09",
    });

    await page.reload();
    await page.getByText("Submittal Requirements").waitFor();
    await page
      .getByText(
        "Responsible: Acme Steel Erectors · Lead time: 21 days · On site by 2027-03-09 · Location: Stair 2, Levels 1-4",
      )
      .waitFor();
    await page.getByRole("button", { name: `Edit "${first!.description}"` }).click();
    expect(await editor.getByLabel("Lead Time (days)").inputValue()).toBe("21");
    expect(await editor.getByLabel("Required On-Site Date").inputValue()).toBe("2027-03-09");
    await editor.getByRole("button", { name: "Cancel" }).click();

    const rows = await downloadWorkbookRows(page);
    const row = rows.find((r) => column(r, "Submittal Title") === first!.description);
    expect(column(row, "Responsible Contractor Name")).toBe("Acme Steel Erectors");
    expect(column(row, "Location")).toBe("Stair 2, Levels 1-4");
    expect(column(row, "Lead Time")).toBe(21);
    expect(column(row, "Required On-Site Date")).toBe("03/09/2027");
    // The other items leave the optional columns blank.
    const others = rows.filter((r) => r !== row);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => column(r, "Responsible Contractor Name") === null)).toBe(true);

    // Clearing a field unsets its column.
    await page.getByRole("button", { name: `Edit "${first!.description}"` }).click();
    await editor.getByLabel("Location").fill("");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    const cleared = (await stored()).submittals[0]!;
    expect(cleared.location).toBeUndefined();
    expect(cleared.responsibleContractor).toBe("Acme Steel Erectors");
    await page.context().close();
  }, 180_000);
});
