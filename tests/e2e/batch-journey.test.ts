// Browser journey of a multi-file upload: two real specification sections dropped together are watched to the end as
// one scan, land on one combined submittal log (items from both files, sorted by division, each naming its file),
// are edited and saved back per file, and exported to one workbook read back from disk.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { batchDetailSchema } from "../../src/contract/batches";
import { scanDetailSchema } from "../../src/contract/scans";
import { selectExportedSubmittals } from "../../src/export/select-exported-submittals";
import { SUBMITTAL_HEADERS } from "../../src/export/procore-columns";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { downloadedBytes, exportSelected, firstSheet } from "./helpers/export";

const METALS_PDF = specPdf("metalRailings");
const SUMMARY_PDF = specPdf("summaryOfWork");
// Starts like a PDF (so the upload is accepted) but nothing after the signature can be read.
const BROKEN_PDF = "%PDF-1.7\nthis is not a real document\n%%EOF\n";
const column = (name: string) => SUBMITTAL_HEADERS.indexOf(name);

const app = useBrowserApp();

describe("scanning several files at once", () => {
  it("combines two specification sections into one log, saves edits per file and exports one workbook", async () => {
    const user = await app.newUser({ credits: 2 });
    const page = await app.signedInPage(user.client);

    await page.goto(`${app.server.url}/scan`);
    await page.getByTestId("pdf-input").setInputFiles([METALS_PDF, SUMMARY_PDF]);
    await page.getByText("01_11_00.pdf").waitFor();
    await page.getByRole("button", { name: "Start AI Processing" }).click();

    // One building for the whole batch, with each file's own state listed under it.
    await page.getByRole("progressbar", { name: "Scan progress" }).waitFor();
    const files = page.getByRole("list", { name: "Files in this scan" });
    await files.waitFor();
    expect(await files.getByRole("listitem").count()).toBe(2);
    await screenshot(page, "batch-progress-1440-light");
    await page.getByText("Scan Complete!", { exact: true }).first().waitFor({ timeout: 90_000 });
    await page.getByText("Construction Complete!").waitFor();
    expect(await files.getByText("Completed").count()).toBe(2);
    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 10_000 });
    const scanId = page.url().split("/").pop()!;

    const first = scanDetailSchema.parse((await user.client.get(`/api/scans/${scanId}`)).body);
    const batch = batchDetailSchema.parse((await user.client.get(`/api/batches/${first.batchId}`)).body);
    // Files in name order: the summary of work (01_11_00) before the metals (05_52_00).
    expect(batch.scans.map((s) => [s.fileName, s.status])).toEqual([
      ["01_11_00.pdf", "completed"],
      ["05_52_00.pdf", "completed"],
    ]);
    const [summary, metals] = batch.scans.map((s) => s.extractedData!.submittals);
    const total = metals!.length + summary!.length;
    // Suggestions come in switched off, so the log opens with every other item selected.
    const [summaryOn, metalsOn] = batch.scans.map((s) => selectExportedSubmittals(s.extractedData!));
    const selected = metalsOn!.length + summaryOn!.length;
    expect(metalsOn!.length).toBeGreaterThan(0);
    expect(summaryOn!.length).toBeGreaterThan(0);

    // The combined log: both files, every item, divisions in CSI order, each item naming its file.
    await page.getByText("Files in This Log").waitFor();
    await page.getByText(`${selected} of ${total} submittals selected for export`).waitFor();
    const divisionHeaders = await page.getByRole("button", { name: /^\d{2} - / }).allTextContents();
    expect(divisionHeaders[0]).toMatch(/^01 - General Requirements/);
    expect(divisionHeaders.at(-1)).toMatch(/^05 - Metals/);
    expect(await page.getByText("File: 05_52_00.pdf", { exact: true }).count()).toBe(metals!.length);
    expect(await page.getByText("File: 01_11_00.pdf", { exact: true }).count()).toBe(summary!.length);

    // Exclude the first selected metals item and edit the first selected summary-of-work item, then save: each file
    // gets its own change.
    const excludedIndex = metals!.indexOf(metalsOn![0]!);
    const editedIndex = summary!.indexOf(summaryOn![0]!);
    await page.getByRole("switch", { name: `Include "${metalsOn![0]!.description}" in export` }).click();
    await page.getByRole("button", { name: `Edit "${summaryOn![0]!.description}"` }).click();
    const editor = page.getByRole("form", { name: /^Edit submittal/ });
    await editor.getByLabel("Description").fill("Salvage plan with storage locations (edited)");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    const saved = batchDetailSchema.parse((await user.client.get(`/api/batches/${batch.id}`)).body);
    expect(saved.scans[1]!.extractedData!.submittals[excludedIndex]!.excluded).toBe(true);
    expect(saved.scans[0]!.extractedData!.submittals[editedIndex]!.description).toBe(
      "Salvage plan with storage locations (edited)",
    );
    await page.getByText(`${selected - 1} of ${total} submittals selected for export`).waitFor();

    // Export Selected opens the export dialog; its settings start at the spec's layout.
    const download = await exportSelected(page);
    expect(download.suggestedFilename()).toBe("01_11_00_and_1_more_Submittals.xlsx");
    const { headers, rows } = await firstSheet(await downloadedBytes(download, "batch-export-"));
    expect(headers).toEqual(SUBMITTAL_HEADERS);
    expect(rows).toHaveLength(selected - 1);
    const divisions = rows.map((r) => String(r[column("Submittal Spec Section Description")]));
    // Rows from both files, in CSI order: the summary of work (01) before the metals (05).
    expect(divisions.filter((d) => d.startsWith("05 "))).toHaveLength(metalsOn!.length - 1);
    expect(divisions.filter((d) => d.startsWith("01 "))).toHaveLength(summaryOn!.length);
    expect(divisions).toEqual([...divisions].sort());
    const titles = rows.map((r) => r[column("Submittal Title")]);
    expect(titles).toContain("Salvage plan with storage locations (edited)");
    expect(rows.map((r) => r[column("Submittal Number")])).toEqual(rows.map((_, i) => i + 1));
    await screenshot(page, "batch-results-1440-light", { fullPage: false });
    const resultsUrl = page.url();
    await page.context().close();

    // The combined log on a phone, in the dark theme: nothing runs past the screen's edge.
    const phone = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile, theme: "dark" });
    await phone.goto(resultsUrl);
    await phone.getByText("Files in This Log").waitFor();
    expect(await elementsPastRightEdge(phone)).toEqual([]);
    await screenshot(phone, "batch-results-375-dark", { fullPage: false });
    await phone.getByText("File: 01_11_00.pdf").first().scrollIntoViewIfNeeded();
    await screenshot(phone, "batch-results-list-375-dark", { fullPage: false });
    await phone.context().close();
  }, 240_000);

  it("reports a file that fails, carries on with the others, and shows the log of what could be read", async () => {
    const user = await app.newUser({ credits: 2 });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/scan`);
    await page.getByTestId("pdf-input").setInputFiles([
      { name: "broken.pdf", mimeType: "application/pdf", buffer: Buffer.from(BROKEN_PDF) },
      { name: "05_52_00.pdf", mimeType: "application/pdf", buffer: readFileSync(METALS_PDF) },
    ]);
    await page.getByRole("button", { name: "Start AI Processing" }).click();

    // The toast says how many files failed rather than claiming success.
    const toast = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
    await toast.getByText("Submittals were extracted from 1 of 2 files; 1 file failed.").waitFor({ timeout: 90_000 });
    expect(await toast.getByText("Some Files Failed", { exact: true }).count()).toBe(1);
    expect(await toast.getByText("Scan Complete!").count()).toBe(0);
    const files = page.getByRole("list", { name: "Files in this scan" });
    expect(await files.getByText("Failed").count()).toBe(1);
    expect(await files.getByText("Completed").count()).toBe(1);
    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 10_000 });
    await page.getByText("Files in This Log").waitFor();
    await page.getByText("1 of 2 files combined into one submittal log", { exact: false }).waitFor();
    await page.getByText(/^Failed: /).waitFor();
    // The failed file was not charged.
    expect((await user.client.get<{ credits: number }>("/api/auth/user")).body.credits).toBe(1);
    await page.context().close();
  }, 180_000);

  it("fails the whole upload the spec's way when every file fails", async () => {
    const user = await app.newUser({ credits: 2 });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/scan`);
    await page.getByTestId("pdf-input").setInputFiles([
      { name: "broken-1.pdf", mimeType: "application/pdf", buffer: Buffer.from(BROKEN_PDF) },
      { name: "broken-2.pdf", mimeType: "application/pdf", buffer: Buffer.from(`${BROKEN_PDF}\n`) },
    ]);
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.getByText("Scan Failed", { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.getByText("Drag and drop PDF files here").waitFor();
    expect(await page.getByText("Construction Complete!").count()).toBe(0);
    expect((await user.client.get<{ credits: number }>("/api/auth/user")).body.credits).toBe(2);
    await page.context().close();
  }, 180_000);
});
