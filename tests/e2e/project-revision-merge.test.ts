// A reviewer's sequence with a revised issue, in the browser on a phone-sized screen (375 px) (decision 0270): the
// reviewer retitles an item, uploads the revised issue (which renumbers the item's paragraph and rewrites its text),
// edits its type while the change waits, takes "New text, keep my edits" and keeps their title where both changed it, by keyboard, then exports. The
// workbook read back has the reviewer's title and the new issue's text. The page has no axe violations throughout.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectSummary } from "../../src/contract/projects";
import { RADIATION_REVISIONS, writeRadiationProtection } from "../fixtures/specs/revisions";
import { violationsInBothThemes } from "./helpers/axe";
import { useBrowserApp } from "./helpers/browser-app";
import { VIEWPORTS } from "./helpers/browser";
import { downloadedBytes, exportSelected, firstSheet } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";
import { scanThroughApi } from "./helpers/scans";

const app = useBrowserApp();
const dir = mkdtempSync(join(tmpdir(), "project-merge-"));
const publishedPdf = join(dir, "radiation-protection.pdf");
const revisedPdf = join(dir, "radiation-protection-rev1.pdf");
beforeAll(async () => {
  await Promise.all([writeRadiationProtection(publishedPdf), writeRadiationProtection(revisedPdf, "renumbered")]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MY_TITLE = "Shielding supports: delegated design package (CAD)";
const MY_TYPE = "Delegated Design Submittal";
/** Words only the revised issue's text of the paragraph has. */
const NEW_WORDS = "licensed where the Project is located";

describe("merging a revised issue in the browser", () => {
  it("keeps the reviewer's title and takes the new issue's text, by keyboard, into the exported workbook", async () => {
    const user = await app.newUser({ credits: 5 });
    const bookId = await scanThroughApi(user.client, readFileSync(publishedPdf), "Radiation protection.pdf");
    const [project] = (await user.client.get<ProjectSummary[]>("/api/projects")).body;
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile });

    // The reviewer retitles the delegated design item and saves.
    await page.goto(`${app.server.url}/results/${bookId}`);
    const edit = page.getByRole("button", { name: /^Edit "Delegated Design Drawings and Calculations/ });
    await edit.waitFor({ timeout: 30_000 });
    await edit.click();
    const editor = page.getByRole("form", { name: /Edit submittal \d+/ });
    await editor.getByLabel("Description").fill(MY_TITLE);
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Changes Saved").first().waitFor();

    // The revised issue, uploaded into the project from the upload screen.
    await page.goto(`${app.server.url}/scan`);
    await page.getByLabel("Project").selectOption(project!.id);
    await page.getByRole("radio", { name: /A revised issue/ }).check();
    await page.getByTestId("pdf-input").setInputFiles(revisedPdf);
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 90_000 });
    await page.getByRole("heading", { name: "Changes from new documents" }).waitFor({ timeout: 30_000 });

    // One changed paragraph (renumbered and rewritten), not removed and added; Yours is the saved title.
    const changed = page.locator('li[data-change-kind="changed"]');
    await changed.waitFor();
    expect(await page.locator('li[data-change-kind="removed"]').count()).toBe(0);
    const { old: oldRef, new: newRef } = RADIATION_REVISIONS.renumbered;
    await changed.getByText(`Renumbered ${oldRef} → ${newRef}; text changed`).waitFor();
    await changed.getByText(MY_TITLE).first().waitFor();
    // An edit while the change waits (the item's type): the change reads the saved register again.
    await page.getByRole("button", { name: `Edit "${MY_TITLE}"` }).click();
    await page
      .getByRole("form", { name: /Edit submittal \d+/ })
      .getByLabel("Submittal Type")
      .fill(MY_TYPE);
    await page.getByRole("button", { name: "Done Editing" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await changed.getByText("Keeps your Submittal Type.").waitFor();
    const conflict = changed.locator('fieldset[data-conflict="description"]');
    await conflict.getByText("Description: you and the new issue both changed it").waitFor();
    expect(await violationsInBothThemes(page, "a change to decide @375px")).toEqual({});
    expect(await elementsPastRightEdge(page)).toEqual([]);

    // By keyboard: "Everything new", then back to "New text, keep my edits"; the title conflict kept as mine.
    const keepEdits = changed.getByRole("radio", { name: /^New text, keep my edits/ });
    const everythingNew = changed.getByRole("radio", { name: /^Everything new/ });
    expect(await keepEdits.isChecked()).toBe(true);
    await keepEdits.focus();
    await page.keyboard.press("ArrowDown");
    expect(await everythingNew.isChecked()).toBe(true);
    expect(await conflict.count()).toBe(0);
    await page.keyboard.press("ArrowUp");
    expect(await keepEdits.isChecked()).toBe(true);
    const mine = conflict.getByRole("radio", { name: /^Mine:/ });
    const theirs = conflict.getByRole("radio", { name: /^New issue:/ });
    await page.keyboard.press("Tab");
    const focusedLabel = () =>
      page.evaluate<string>(
        `document.activeElement?.closest("label")?.textContent ?? document.activeElement?.getAttribute("aria-label") ?? ""`,
      );
    expect(await focusedLabel()).toMatch(/^Mine:/);
    await page.keyboard.press("ArrowRight");
    expect(await theirs.isChecked()).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await mine.isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    const accept = changed.getByRole("button", { name: /^Accept: / });
    expect(await focusedLabel()).toBe(await accept.getAttribute("aria-label"));
    await page.keyboard.press("Enter");
    await changed.getByText("Accepted: New text, my edits kept").waitFor();
    await page.getByRole("button", { name: "Accept all" }).click();
    await page.getByText("Every change has been decided.").waitFor();
    expect(await violationsInBothThemes(page, "changes decided @375px")).toEqual({});

    // The exported workbook: the reviewer's title, the new issue's text.
    const sheet = await firstSheet(await downloadedBytes(await exportSelected(page), "project-merge-"));
    const column = (header: string) => sheet.headers.map(String).indexOf(header);
    const row = sheet.rows.find((r) => r[column("Submittal Title")] === MY_TITLE);
    expect(row).toBeDefined();
    expect(String(row![column("Description")])).toContain(NEW_WORDS);
    expect(row![column("Submittal Type")]).toBe(MY_TYPE);
    expect(sheet.rows.some((r) => String(r[column("Submittal Title")]).startsWith("Delegated Design"))).toBe(false);
  }, 240_000);
});
