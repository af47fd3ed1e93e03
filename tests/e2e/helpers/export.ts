// The export as a user runs it from the results page, and the downloaded file read back from disk.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download, Locator, Page } from "playwright-core";
import readExcelFile from "read-excel-file/universal";
import type { Submittal } from "../../../src/contract/submittal";

/** A register item of division 05 for an export to write: Product Data in 05 50 00 unless `fields` says otherwise. */
export function metalsItem(description: string, fields: Partial<Submittal> = {}): Submittal {
  return {
    division: "05 - Metals",
    section: "05 50 00",
    description,
    submittalType: "Product Data",
    specifications: "",
    ...fields,
  };
}

/** A scan's results page, once its log is on screen. */
export async function openResults(page: Page, serverUrl: string, scanId: string): Promise<void> {
  await page.goto(`${serverUrl}/results/${scanId}`);
  await page.getByText("Submittal Requirements").waitFor();
}

/** Export Selected's dialog, once its settings are on screen. */
export async function openExportDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Export Selected", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export Selected" });
  await dialog.getByLabel("Format").waitFor();
  return dialog;
}

/** Export Selected, then the dialog's Export ("Export anyway" when the Procore check found something): the download. */
export async function exportSelected(page: Page): Promise<Download> {
  await page.getByRole("button", { name: "Export Selected", exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("dialog")
      .getByRole("button", { name: /^Export( anyway)?$/ })
      .click(),
  ]);
  return download;
}

/** The downloaded file's bytes, saved under a new temporary folder first (as the browser would save it). */
export async function downloadedBytes(download: Download, folderPrefix = "export-"): Promise<Buffer<ArrayBuffer>> {
  const file = join(mkdtempSync(join(tmpdir(), folderPrefix)), download.suggestedFilename());
  await download.saveAs(file);
  return readFileSync(file);
}

/**
 * A workbook's first sheet: its name, the header row and the rows under it, each cell's text exactly as written (the
 * reader trims by default, which would hide a stray space an import tool does not forgive).
 */
export async function firstSheet(
  bytes: Buffer<ArrayBuffer>,
): Promise<{ name: string; headers: unknown[]; rows: unknown[][] }> {
  const sheets = await readExcelFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), {
    trim: false,
  });
  const [headers = [], ...rows] = sheets[0]!.data;
  return { name: sheets[0]!.sheet, headers, rows };
}
