// The project's page in the browser, on a phone-sized screen (375 px): what an addendum could not apply is shown
// above its changes, the project's name and number are renamed in the Project Details card, and the variance report
// downloads from the page with each change, its old and new text and the reviewer's decision.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectSummary } from "../../src/contract/projects";
import {
  MISSING_SECTION,
  RAILINGS_REVISION,
  writeAddendumNamingMissingSection,
  writeProjectManual,
} from "../fixtures/specs/revisions";
import type { HttpClient } from "../integration/helpers/http-client";
import { useBrowserApp } from "./helpers/browser-app";
import { VIEWPORTS } from "./helpers/browser";
import { downloadedBytes, firstSheet } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";
import { scanThroughApi } from "./helpers/scans";

const app = useBrowserApp();
const dir = mkdtempSync(join(tmpdir(), "project-page-"));
const manualPdf = join(dir, "manual.pdf");
const addendumPdf = join(dir, "addendum-2.pdf");
beforeAll(async () => {
  await Promise.all([writeProjectManual(manualPdf), writeAddendumNamingMissingSection(addendumPdf)]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Uploads into the project as an addendum, through the API, and waits for its scan. */
async function scanAddendum(client: HttpClient, projectId: string): Promise<void> {
  const into = `?projectId=${projectId}&kind=addendum`;
  const scoped = Object.assign(Object.create(client) as HttpClient, {
    fetch: (path: string, init?: RequestInit) => client.fetch(path === "/api/scans" ? `${path}${into}` : path, init),
  });
  await scanThroughApi(scoped, readFileSync(addendumPdf), "Addendum 02.pdf");
}

describe("a project's page in the browser", () => {
  it("shows what the addendum could not apply, renames the project and downloads the variance report", async () => {
    const user = await app.newUser({ credits: 5 });
    const manualId = await scanThroughApi(user.client, readFileSync(manualPdf), "Manual.pdf");
    const [project] = (await user.client.get<ProjectSummary[]>("/api/projects")).body;
    await scanAddendum(user.client, project!.id);
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile });
    await page.goto(`${app.server.url}/results/${manualId}`);

    // The instruction about a section the manual does not hold, in the addendum's name.
    const notes = page.getByRole("note", { name: "Not applied from Addendum 02.pdf" });
    await notes.waitFor({ timeout: 30_000 });
    expect(await notes.textContent()).toContain(`Section ${MISSING_SECTION} is deleted by the addendum`);

    // Rename: the fields start from the project's name and number and are saved for the project.
    const name = page.getByLabel("Project Name");
    const number = page.getByLabel("Project Number");
    expect(await name.inputValue()).toBe(project!.name);
    expect(await number.inputValue()).toBe(project!.number);
    await name.fill("Riverside Library Expansion");
    await number.fill("24-017");
    await page.getByRole("button", { name: "Save Project Details" }).click();
    await page.getByText("Project Updated").first().waitFor();
    const saved = (await user.client.get<ProjectSummary>(`/api/projects/${project!.id}`)).body;
    expect([saved.name, saved.number]).toEqual(["Riverside Library Expansion", "24-017"]);
    await page.reload();
    await page.getByLabel("Project Name").waitFor();
    expect(await page.getByLabel("Project Name").inputValue()).toBe("Riverside Library Expansion");
    expect(await page.getByLabel("Project Number").inputValue()).toBe("24-017");
    expect(await elementsPastRightEdge(page)).toEqual([]);

    // The variance report, downloaded from the page: the railings' changes, not decided yet.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download variance report" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_Variance\.xlsx$/);
    const sheet = await firstSheet(await downloadedBytes(download, "variance-"));
    const column = (header: string) => sheet.headers.map(String).indexOf(header);
    const rows = sheet.rows.map((r) => r.map((c) => (c === null ? "" : String(c))));
    const changed = rows.find((r) => r[column("New Text")]!.includes(RAILINGS_REVISION.reworded.description));
    expect(changed?.[column("Section")]).toBe("05 52 00");
    expect(changed?.[column("Change")]).toMatch(/^Changed/);
    expect(changed?.[column("Reviewer's Decision")]).toBe("Not decided");
    const removed = rows.find((r) => r[column("Old Text")]!.includes(RAILINGS_REVISION.deleted.description));
    expect(removed?.[column("Change")]).toMatch(/^Removed/);
  }, 240_000);
});
