// Browser journey of a project's revised issue, on a phone-sized screen: the first issue is scanned and reviewed, the
// revised issue is uploaded into the project from the upload screen, its changes show as New / Changed (both texts,
// the change marked) / Removed, one is accepted by keyboard and undone, then all are accepted and the log exported.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectSummary } from "../../src/contract/projects";
import { REVISION, writeIssuePdfs, type IssuePdfs } from "../fixtures/projects/revised-issues";
import { useBrowserApp } from "./helpers/browser-app";
import { VIEWPORTS } from "./helpers/browser";
import { downloadedBytes, exportSelected, firstSheet } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";
import { scanThroughApi } from "./helpers/scans";

const app = useBrowserApp();
const dir = mkdtempSync(join(tmpdir(), "project-journey-"));
let pdfs: IssuePdfs;
beforeAll(async () => {
  pdfs = await writeIssuePdfs(dir);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a project's revised issue in the browser", () => {
  it("uploads into the project, shows the changes, accepts and undoes, accepts all and exports", async () => {
    const user = await app.newUser({ credits: 5 });
    await scanThroughApi(user.client, readFileSync(pdfs.firstIssue), "Project manual.pdf");
    const [project] = (await user.client.get<ProjectSummary[]>("/api/projects")).body;
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile });

    // The upload screen asks which project and what the document is.
    await page.goto(`${app.server.url}/scan`);
    await page.getByLabel("Project").selectOption(project!.id);
    await page.getByRole("radio", { name: /A revised issue/ }).check();
    await page.getByTestId("pdf-input").setInputFiles(pdfs.revisedIssue);
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 90_000 });

    const panel = page.getByRole("heading", { name: "Changes from new documents" });
    await panel.waitFor({ timeout: 30_000 });
    await page.getByText("3 changes wait for your decision.", { exact: false }).waitFor();
    for (const mark of ["New", "Changed", "Removed"]) await page.getByText(mark, { exact: true }).first().waitFor();
    // Both texts of the changed requirement, the new words marked.
    const changed = page.locator('li[data-change-kind="changed"]');
    await changed.getByText("Yours").waitFor();
    await changed.getByText("New issue").waitFor();
    expect((await changed.locator("mark").allTextContents()).map((t) => t.trim())).toContain("Certified");
    expect(await elementsPastRightEdge(page)).toEqual([]);

    // Accept one by keyboard; the log shows the new text; undo puts the old one back.
    await page.getByRole("button", { name: `Accept: ${REVISION.changed.to}` }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("2 changes wait for your decision.", { exact: false }).waitFor();
    await page.getByRole("button", { name: `Edit "${REVISION.changed.to}"` }).waitFor();
    await page.getByRole("button", { name: `Undo: ${REVISION.changed.to}` }).click();
    await page.getByText("3 changes wait for your decision.", { exact: false }).waitFor();
    await page.getByRole("button", { name: `Edit "${REVISION.changed.from}"` }).waitFor();

    await page.getByRole("button", { name: "Accept all" }).click();
    await page.getByText("Every change has been decided.").waitFor();
    await page.getByRole("button", { name: `Edit "${REVISION.added}"` }).waitFor();

    // The exported log is the revised issue's.
    const sheet = await firstSheet(await downloadedBytes(await exportSelected(page), "project-export-"));
    const cells = sheet.rows.flat().map(String);
    expect(cells.some((c) => c.includes(REVISION.changed.to))).toBe(true);
    expect(cells.some((c) => c.includes(REVISION.added))).toBe(true);
    expect(cells.some((c) => c.includes(REVISION.removed))).toBe(false);
    expect(cells.some((c) => c === REVISION.changed.from)).toBe(false);
  }, 240_000);
});
