// Unsaved edits on the results page: what is typed into an open editor is saved by Save Changes (validated like the
// rest, product §5), and in-app links ask before leaving the page with edits unsaved, by mouse and by keyboard.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scanDetailSchema, type ScanDetail } from "../../src/contract/scans";
import type { HttpClient } from "../integration/helpers/http-client";
import { scanThroughApi } from "./helpers/scans";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { useBrowserApp } from "./helpers/browser-app";

const SPEC_PDF = specPdf("metalRailings");
const UNSAVED = "You have unsaved changes. Make sure to save before exporting or leaving this page.";

const app = useBrowserApp();

async function scannedResults(): Promise<{ page: Page; client: HttpClient; scan: ScanDetail }> {
  const user = await app.newUser({ credits: 1 });
  const { readFile } = await import("node:fs/promises");
  const id = await scanThroughApi(user.client, await readFile(SPEC_PDF), "05_52_00.pdf");
  const scan = scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body);
  expect(scan.status).toBe("completed");
  const page = await app.signedInPage(user.client);
  await page.goto(`${app.server.url}/results/${id}`);
  await page.getByText("Submittal Requirements").waitFor();
  return { page, client: user.client, scan };
}

const stored = async (client: HttpClient, id: string) =>
  scanDetailSchema.parse((await client.get(`/api/scans/${id}`)).body).extractedData!;

describe("unsaved edits on the results page", () => {
  it("saves what is typed into an open editor without 'Done Editing', after the same checks", async () => {
    const { page, client, scan } = await scannedResults();
    const first = scan.extractedData!.submittals[0]!;
    await page.getByRole("button", { name: `Edit "${first.description}"` }).click();
    const editor = page.getByRole("form", { name: "Edit submittal 1" });
    await editor.getByLabel("Description").fill("Typed, never confirmed");
    // Typing alone counts as an unsaved change.
    await page.getByText(UNSAVED).waitFor();

    await editor.getByLabel("Division").fill("Metals");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Validation Error", { exact: true }).waitFor();
    await page
      .getByText("submittals.0.division: Division must be in CSI format (e.g., '03 - Concrete')", { exact: true })
      .waitFor();
    expect((await stored(client, scan.id)).submittals[0]!.description).toBe(first.description);
    // The editor stays open with the text in it.
    expect(await editor.getByLabel("Description").inputValue()).toBe("Typed, never confirmed");

    await editor.getByLabel("Division").fill("05 - Metals");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    await editor.waitFor({ state: "detached" });
    await page.getByText(UNSAVED).waitFor({ state: "detached" });
    expect((await stored(client, scan.id)).submittals[0]).toMatchObject({
      division: "05 - Metals",
      description: "Typed, never confirmed",
    });
    await page.getByText("Typed, never confirmed", { exact: true }).waitFor();
    await page.context().close();
  }, 120_000);

  it("asks before a sidebar or Back link leaves the page with unsaved edits", async () => {
    const { page, client, scan } = await scannedResults();
    const resultsUrl = page.url();
    const first = scan.extractedData!.submittals[0]!;
    const dialog = page.getByRole("alertdialog", { name: "Leave Without Saving?" });

    // Nothing unsaved: links just go.
    await page.getByRole("link", { name: "Scan History" }).click();
    await page.waitForURL(/\/history$/);
    await page.goto(resultsUrl);

    await page.getByRole("switch", { name: `Include "${first.description}" in export` }).click();
    await page.getByText(UNSAVED).waitFor();

    // Mouse: the sidebar link asks; Escape stays, with the edit kept.
    await page.getByRole("link", { name: "Scan History" }).click();
    await dialog.waitFor();
    await dialog.getByText("You have unsaved changes. If you leave this page now, they will be lost.").waitFor();
    expect(await page.evaluate("document.activeElement?.textContent")).toBe("Stay on Page");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(resultsUrl);
    await page.getByText(UNSAVED).waitFor();

    // "Stay on Page" stays too.
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await dialog.getByRole("button", { name: "Stay on Page" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(resultsUrl);

    // Keyboard: Enter on the Back link asks; Tab to "Leave Page" and Enter leaves without saving.
    await page.getByRole("link", { name: "Back" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate("document.activeElement?.textContent")).toBe("Leave Page");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/history$/);
    await page.getByRole("heading", { name: "Scan History" }).waitFor();
    expect((await stored(client, scan.id)).submittals[0]!.excluded).toBeUndefined();
    await page.context().close();
  }, 120_000);

  it("asks 'Discard Changes?' when the editor is cancelled after typing; keeps the text on Cancel, drops it on Discard", async () => {
    const { page, scan } = await scannedResults();
    const first = scan.extractedData!.submittals[0]!;
    const edit = page.getByRole("button", { name: `Edit "${first.description}"` });
    const editor = page.getByRole("form", { name: "Edit submittal 1" });

    // Nothing typed: Cancel just closes.
    await edit.click();
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    await edit.click();
    await editor.getByLabel("Description").fill("Typed by mistake");
    await editor.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Discard Changes?" });
    await dialog
      .getByText("You have unsaved changes. Are you sure you want to discard them?", { exact: true })
      .waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await editor.getByLabel("Description").inputValue()).toBe("Typed by mistake");

    await editor.getByRole("button", { name: "Cancel" }).click();
    await dialog.getByRole("button", { name: "Discard" }).click();
    await editor.waitFor({ state: "detached" });
    await edit.waitFor();
    expect(await page.getByText("Typed by mistake").count()).toBe(0);
    expect(await page.getByText(UNSAVED).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
