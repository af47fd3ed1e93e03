// An item's history on a project's results page, on a phone-sized screen: after a revised issue's change is accepted,
// the changed item's "History" disclosure (reached by keyboard among its row's controls) says the book introduced it
// and the revision changed it, accepted (and waits for a save while the item's document has unsaved changes); the new
// item's says the revision introduced it, and the removed item's names the removal still waiting for a decision.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectChange } from "../../src/contract/project-changes";
import type { ProjectSummary } from "../../src/contract/projects";
import { REVISION, writeIssuePdfs, type IssuePdfs } from "../fixtures/projects/revised-issues";
import { useBrowserApp } from "./helpers/browser-app";
import { VIEWPORTS } from "./helpers/browser";
import { elementsPastRightEdge } from "./helpers/layout";
import { scanThroughApi } from "./helpers/scans";

/** The decision line, signed by who decided and when ("…, by Test User, 2 Dec 2026 14:03"). */
const SIGNED_ACCEPTANCE =
  /^Changed by Revised issue \(spec-book-rev1\.pdf, 2026-11-02\) — accepted: new text, my edits kept, by .+, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/;

const app = useBrowserApp();
const dir = mkdtempSync(join(tmpdir(), "project-item-history-"));
let pdfs: IssuePdfs;
beforeAll(async () => {
  pdfs = await writeIssuePdfs(dir);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an item's history on a project's results page", () => {
  it("shows which issue introduced the item and which changed it, with the decision", async () => {
    const user = await app.newUser({ credits: 5 });
    const bookId = await scanThroughApi(
      user.client,
      readFileSync(pdfs.firstIssue),
      "spec-book.pdf",
      "?date=2026-10-01",
    );
    const [project] = (await user.client.get<ProjectSummary[]>("/api/projects")).body;
    const query = `?projectId=${project!.id}&kind=revision&date=2026-11-02`;
    await scanThroughApi(user.client, readFileSync(pdfs.revisedIssue), "spec-book-rev1.pdf", query);
    const changes = (await user.client.get<ProjectChange[]>(`/api/projects/${project!.id}/changes`)).body;
    const accept = changes.filter((c) => c.kind !== "removed").map((c) => c.id);
    expect(accept).toHaveLength(2);
    const decided = await user.client.post(`/api/projects/${project!.id}/changes/decide`, {
      decision: "accept",
      changeIds: accept,
    });
    expect(decided.status).toBe(200);

    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile });
    await page.goto(`${app.server.url}/results/${bookId}`);

    // Reached by keyboard: from the row's first control, right along its controls to "History".
    const row = page.getByRole("row", { name: new RegExp(`^${REVISION.changed.to},`) });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole("checkbox").focus();
    const historyName = `History of "${REVISION.changed.to}"`;
    const focused = () => page.evaluate<string | null>(`document.activeElement?.getAttribute("aria-label") ?? null`);
    for (let step = 0; step < 8 && (await focused()) !== historyName; step++) await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe(historyName);
    const history = row.getByRole("button", { name: historyName });
    expect(await history.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");

    const hide = row.getByRole("button", { name: `Hide history of "${REVISION.changed.to}"` });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    const list = page.locator(`[id="${await hide.getAttribute("aria-controls")}"]`);
    await list.locator("li").first().waitFor();
    expect(await list.locator("li").allTextContents()).toEqual([
      "Introduced by Volume (spec-book.pdf, 2026-10-01)",
      expect.stringMatching(SIGNED_ACCEPTANCE),
    ]);
    expect(await elementsPastRightEdge(page)).toEqual([]);

    // An unsaved change to the item's document: the history waits for the save, then reads again.
    await page.getByRole("switch", { name: `Include "${REVISION.added}" in export` }).click();
    await list.getByText("The history shows once the changes to this document are saved.").waitFor();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await list.locator("li").first().waitFor();
    expect(await list.locator("li").allTextContents()).toEqual([
      "Introduced by Volume (spec-book.pdf, 2026-10-01)",
      expect.stringMatching(SIGNED_ACCEPTANCE),
    ]);

    const added = page.getByRole("row", { name: new RegExp(`^${REVISION.added},`) });
    await added.getByRole("button", { name: `History of "${REVISION.added}"` }).click();
    await added.getByText("Introduced by Revised issue (spec-book-rev1.pdf, 2026-11-02)").waitFor();
    // A pending change is named on the item it is about.
    const removed = page.getByRole("row", { name: new RegExp(`^${REVISION.removed},`) });
    await removed.getByRole("button", { name: `History of "${REVISION.removed}"` }).click();
    await removed.getByText("Removed by Revised issue (spec-book-rev1.pdf, 2026-11-02) — not decided yet").waitFor();
  }, 240_000);
});
