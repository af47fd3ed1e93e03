// A section attached to an addendum without an instruction, on the project's page in the browser (375 px): the book
// and the addendum are uploaded into the project from the upload screen; the section waits as "Attached to the
// addendum, not instructed" with its items (a group heading's deliverables, not the heading) and Add as new / Ignore;
// Add as new brings its items into the log, Undo takes them out again. axe finds nothing in either theme.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ProjectSummary } from "../../src/contract/projects";
import { ATTACHED_NOT_INSTRUCTED } from "../../src/contract/register-comparison";
import {
  REVISION,
  SPRINKLER_ITEMS,
  SPRINKLERS,
  writeAddendumAttachingSection,
  writeIssuePdfs,
  type IssuePdfs,
} from "../fixtures/projects/revised-issues";
import { applyTheme, axeViolations, THEMES } from "./helpers/axe";
import { useBrowserApp } from "./helpers/browser-app";
import { VIEWPORTS } from "./helpers/browser";
import { elementsPastRightEdge } from "./helpers/layout";

const app = useBrowserApp();
const dir = mkdtempSync(join(tmpdir(), "project-attached-"));
const addendumPdf = join(dir, "addendum-03.pdf");
let pdfs: IssuePdfs;
beforeAll(async () => {
  [pdfs] = await Promise.all([writeIssuePdfs(dir), writeAddendumAttachingSection(addendumPdf)]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function upload(page: Page, file: string): Promise<void> {
  await page.getByTestId("pdf-input").setInputFiles(file);
  await page.getByRole("button", { name: "Start AI Processing" }).click();
  await page.waitForURL(/\/results\/[^/]+$/, { timeout: 90_000 });
}

async function expectNoAxeFindings(page: Page): Promise<void> {
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    expect(await axeViolations(page), theme).toEqual([]);
  }
  await applyTheme(page, "light");
}

describe("a section attached to an addendum without an instruction, in the browser", () => {
  it("is offered with Add as new / Ignore, and Add as new brings its items into the log", async () => {
    const user = await app.newUser({ credits: 5 });
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile });
    await page.goto(`${app.server.url}/scan`);
    await upload(page, pdfs.firstIssue);
    const [project] = (await user.client.get<ProjectSummary[]>("/api/projects")).body;

    await page.goto(`${app.server.url}/scan`);
    await page.getByLabel("Project").selectOption(project!.id);
    await page.getByRole("radio", { name: /An addendum/ }).check();
    await upload(page, addendumPdf);

    await page.getByRole("heading", { name: "Changes from new documents" }).waitFor({ timeout: 30_000 });
    const attached = page.locator('li[data-change-kind="attached"]');
    await attached.getByText(ATTACHED_NOT_INSTRUCTED, { exact: true }).waitFor();
    await attached.getByText(`Section ${SPRINKLERS.number}`, { exact: false }).first().waitFor();
    // Its items are the heading's deliverables, not the heading.
    for (const [, description] of SPRINKLER_ITEMS) await attached.getByText(description, { exact: true }).waitFor();
    expect(await attached.getByText(SPRINKLERS.heading, { exact: true }).count()).toBe(0);
    const addAsNew = page.getByRole("button", { name: `Add as new: Section ${SPRINKLERS.number}` });
    await page.getByRole("button", { name: `Ignore: Section ${SPRINKLERS.number}` }).waitFor();
    // Not in the log before the reviewer adds it; the book's items are.
    const edit = (description: string) => page.getByRole("button", { name: `Edit "${description}"` });
    await edit(REVISION.changed.from).waitFor();
    await edit("Hydrostatic test reports: For each piping system").waitFor({ state: "detached" });
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await expectNoAxeFindings(page);

    await addAsNew.click();
    await attached.getByText("Added as new").waitFor();
    for (const [, description] of SPRINKLER_ITEMS) await edit(description).waitFor();
    await expectNoAxeFindings(page);

    await page.getByRole("button", { name: `Undo: Section ${SPRINKLERS.number}` }).click();
    await addAsNew.waitFor();
    await edit(SPRINKLER_ITEMS[1][1]).waitFor({ state: "detached" });
  }, 240_000);
});
