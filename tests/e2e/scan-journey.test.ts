// Browser journeys of issue 4: scan a real specification section end to end (upload → live progress → review → edit
// → save → export, reading the downloaded workbook back), a scan that fails (no charge), and a user without credits.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../src/contract/auth";
import type { ScanDetail } from "../../src/contract/scans";
import { SUBMITTAL_HEADERS } from "../../src/export/procore-columns";
import { registerUser } from "../integration/helpers/users";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { useBrowserApp } from "./helpers/browser-app";
import { downloadedBytes, exportSelected, firstSheet } from "./helpers/export";

const SPEC_PDF = specPdf("metalRailings");

const app = useBrowserApp();

// A busy two-core machine scans, renders and downloads slowly; the journeys wait on what the user sees, never on timers.
describe("scanning in the browser", () => {
  it("scans a specification, then reviews, edits, saves and exports the submittal log", async () => {
    const user = await app.newUser({ credits: 2 });
    const page = await app.signedInPage(user.client);

    await page.goto(`${app.server.url}/scan`);
    await page.getByText("How the AI Scanner Works").waitFor();
    await page.getByTestId("pdf-input").setInputFiles(SPEC_PDF);
    await page.getByText("05_52_00.pdf").waitFor();
    await page.getByRole("button", { name: "Start AI Processing" }).click();

    await page.getByRole("progressbar", { name: "Scan progress" }).waitFor();
    await page.screenshot({ path: resolve("tests/artifacts/scan-progress-1440-light.png") });
    await page.getByText("Scan Complete!", { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.getByText("Construction Complete!").waitFor();
    await page.screenshot({ path: resolve("tests/artifacts/scan-complete-1440-light.png") });
    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 10_000 });
    const scanId = page.url().split("/").pop()!;

    const scan = (await user.client.get<ScanDetail>(`/api/scans/${scanId}`)).body;
    const total = scan.extractedData!.submittals.length;
    expect(total).toBeGreaterThan(3);
    const selectedLine = (n: number) => page.getByText(`${n} of ${total} submittals selected for export`);
    await selectedLine(total).waitFor();
    await page.getByText("Submittals Found").waitFor();
    await page.getByText("05_52_00.pdf").first().waitFor();

    // Provenance: page and paragraph of the first item, and its source text on demand.
    const first = scan.extractedData!.submittals[0]!;
    await page.getByText(`Page ${first.page}`).first().waitFor();
    await page.getByRole("button", { name: "Show source text" }).first().click();
    await page.getByRole("button", { name: "Hide source text" }).first().waitFor();

    // Collapse and expand the division. Anchored: the name of its Add Item button, 'Add item to 05 - Metals', has it too.
    const header = page.getByRole("button", { name: /^05 - Metals/ });
    await header.click();
    expect(await header.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("switch", { name: /^Include/ }).count()).toBe(0);
    await header.click();
    expect(await page.getByRole("switch", { name: /^Include/ }).count()).toBe(total);

    // Select All in the division off and on again.
    const selectAll = page.getByRole("checkbox", { name: "Select All in 05 - Metals" });
    await selectAll.click();
    await selectedLine(0).waitFor();
    await selectAll.click();
    await selectedLine(total).waitFor();

    // Exclude one item.
    await page
      .getByRole("switch", { name: /^Include/ })
      .first()
      .click();
    await selectedLine(total - 1).waitFor();

    // Edit the second item: an invalid division is refused with the CSI message, then fixed.
    const second = scan.extractedData!.submittals[1]!;
    await page.getByRole("button", { name: `Edit "${second.description}"` }).click();
    const editor = page.getByRole("form", { name: "Edit submittal 2" });
    await editor.getByLabel("Division").fill("Metals");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await editor.getByText("Division must be in CSI format (e.g., '03 - Concrete')").waitFor();
    await editor.getByLabel("Division").fill("05 - Metals");
    await editor.getByLabel("Description").fill("Edited ship stair drawings");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await editor.waitFor({ state: "detached" });
    await page
      .getByText("You have unsaved changes. Make sure to save before exporting or leaving this page.")
      .waitFor();

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    await page
      .getByText("You have unsaved changes. Make sure to save before exporting or leaving this page.")
      .waitFor({ state: "detached" });
    const saved = (await user.client.get<ScanDetail>(`/api/scans/${scanId}`)).body.extractedData!;
    expect(saved.submittals[0]!.excluded).toBe(true);
    expect(saved.submittals[1]!.description).toBe("Edited ship stair drawings");

    // Export Selected opens the export dialog; its settings start at the spec's layout.
    const download = await exportSelected(page);
    expect(download.suggestedFilename()).toBe("05_52_00_Submittals.xlsx");
    await page.getByText("Your submittal log has been downloaded.", { exact: true }).waitFor();
    const { name, headers, rows } = await firstSheet(await downloadedBytes(download));
    expect(name).toBe("Submittals");
    expect(headers).toEqual(SUBMITTAL_HEADERS);
    expect(rows).toHaveLength(total - 1);
    const titles = rows.map((r) => r[SUBMITTAL_HEADERS.indexOf("Submittal Title")]);
    expect(titles[0]).toBe("Edited ship stair drawings");
    expect(rows.map((r) => r[SUBMITTAL_HEADERS.indexOf("Submittal Number")])).toEqual(rows.map((_, i) => i + 1));
    expect(
      rows.every((r) => r[SUBMITTAL_HEADERS.indexOf("Submittal Spec Section Description")] === "05 - Metals"),
    ).toBe(true);
    await page.context().close();
  }, 180_000);

  it("reports a failed scan and charges nothing", async () => {
    const user = await app.newUser({ credits: 1 });
    const page = await app.signedInPage(user.client);
    const corrupt = join(mkdtempSync(join(tmpdir(), "corrupt-")), "broken.pdf");
    // Starts like a PDF (so the upload is accepted) but nothing after the signature can be read.
    await import("node:fs/promises").then((fs) =>
      fs.writeFile(corrupt, "%PDF-1.7\nthis is not a real document\n%%EOF\n"),
    );

    await page.goto(`${app.server.url}/scan`);
    await page.getByTestId("pdf-input").setInputFiles(corrupt);
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.getByText("Scan Failed", { exact: true }).first().waitFor({ timeout: 60_000 });
    // Back on the upload view, the file list cleared, the credit refunded.
    await page.getByText("Drag and drop PDF files here").waitFor();
    expect(await page.getByText("broken.pdf").count()).toBe(0);
    const me = (await user.client.get<CurrentUser>("/api/auth/user")).body;
    expect(me.credits).toBe(1);
    const scans = (await user.client.get<ScanDetail[]>("/api/scans")).body;
    expect(scans[0]!.status).toBe("failed");

    await page.goto(`${app.server.url}/results/${scans[0]!.id}`);
    await page.getByText("You were not charged - No credit was deducted for this failed scan.").waitFor();
    await page.getByRole("link", { name: "Try Again" }).waitFor();
    await page.context().close();
  }, 180_000);

  it("blocks scanning without credits", async () => {
    const user = await registerUser(app.server);
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/scan`);
    await page.getByText("Insufficient Credits").first().waitFor();
    expect(await page.getByRole("link", { name: "Purchase Credits" }).getAttribute("href")).toBe("/billing");
    await page.getByTestId("pdf-input").setInputFiles(SPEC_PDF);
    await page.getByText("05_52_00.pdf").waitFor();
    expect(await page.getByRole("button", { name: "Start AI Processing" }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("turns away files that are not PDFs, empty, or rejected by the server", async () => {
    const user = await app.newUser({ credits: 1 });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/scan`);
    const input = page.getByTestId("pdf-input");
    await input.setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") },
      { name: "empty.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) },
    ]);
    await page.getByText("notes.txt: Only PDF files can be scanned.").waitFor();
    await page.getByText("empty.pdf: The file is empty.").waitFor();
    expect(await page.getByRole("button", { name: "Start AI Processing" }).isDisabled()).toBe(true);

    // Named .pdf but not a PDF inside: the server refuses it and the upload view starts over.
    await input.setInputFiles({ name: "renamed.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello world") });
    await page.getByText("renamed.pdf").waitFor();
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.getByText("Upload Failed", { exact: true }).first().waitFor();
    await page.getByText("renamed.pdf").waitFor({ state: "detached" });
    expect((await user.client.get<CurrentUser>("/api/auth/user")).body.credits).toBe(1);
    await page.context().close();
  });
});
