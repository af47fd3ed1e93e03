// The results page of a scan still being read shows its live progress (pages read, percentage) and turns into the log
// when the scan finishes, without a reload; a finished scan is deleted from its results page after a confirmation,
// and the user lands on History with a toast. The book is a scanned (image-only) one, whose OCR takes long enough to
// watch the pages being read.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scans } from "../../src/server/db/schema";
import { corpusFile } from "../fixtures/corpus/corpus-file";
import { registerUser } from "../integration/helpers/users";
import { useBrowserApp } from "./helpers/browser-app";

const SCANNED_BOOK = readFileSync(corpusFile("raw/thetongs-submittal-extraction/HF Sample 3.scanned.pdf"));

const app = useBrowserApp();

/** "3 of 8 pages read" and "37%" as numbers, once the first page is read. */
async function progressOf(page: Page): Promise<{ read: number; total: number; percent: number }> {
  const live = page.getByTestId("results-live-progress");
  const pages = (await live.getByText(/^\d+ of \d+ pages? read$/).textContent()) ?? "";
  const percent = (await live.getByText(/^\d+%$/).textContent()) ?? "";
  const [read, total] = pages.match(/\d+/g)!.map(Number);
  return { read: read!, total: total!, percent: Number(percent.replace("%", "")) };
}

describe("the results page of a scan", () => {
  it("shows the pages read and the percentage while the scan runs, then the log; and deletes it", async () => {
    const user = await app.newUser({ credits: 1 });
    const form = new FormData();
    form.append("file", new Blob([SCANNED_BOOK], { type: "application/pdf" }), "scanned-book.pdf");
    const created = await user.client.fetch("/api/scans", { method: "POST", body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Processing Document").waitFor();
    // A scan being read cannot be deleted yet.
    expect(await page.getByRole("button", { name: "Delete Scan" }).isDisabled()).toBe(true);

    await page
      .getByTestId("results-live-progress")
      .getByText(/^\d+ of \d+ pages? read$/)
      .waitFor({ timeout: 60_000 });
    const first = await progressOf(page);
    expect(first.total).toBe(8);
    expect(first.read).toBeGreaterThanOrEqual(1);
    expect(first.percent).toBeGreaterThan(0);
    expect(await page.getByRole("progressbar", { name: "Scan progress" }).getAttribute("aria-valuenow")).toBe(
      String(first.percent),
    );
    // More pages are read while the page stays open (the socket pushes them; nothing is reloaded).
    await expect
      .poll(
        async () =>
          (await page.getByText("Submittal Requirements").count()) > 0 || (await progressOf(page)).read > first.read,
        {
          timeout: 120_000,
          interval: 500,
        },
      )
      .toBe(true);
    await page.getByText("Submittal Requirements").waitFor({ timeout: 180_000 });

    await page.getByRole("button", { name: "Delete Scan" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this scan?" });
    await confirm
      .getByText('"scanned-book.pdf", its submittal log and its uploaded PDF are deleted for good.', { exact: false })
      .waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.waitForURL(`${app.server.url}/history`);
    await page.getByText("Scan Deleted", { exact: true }).waitFor();
    await page.getByText("No scans yet").waitFor();
    expect((await user.client.get(`/api/scans/${id}`)).status).toBe(404);
    await page.context().close();
  }, 300_000);

  it("keeps the scan when the confirmation is cancelled", async () => {
    const user = await registerUser(app.server);
    const [scan] = await app.server.db
      .insert(scans)
      .values({
        userId: user.user.id,
        fileName: "keep-me.pdf",
        fileSize: 10_000,
        status: "completed",
        completedAt: new Date(),
        extractedData: { submittals: [] },
      })
      .returning();
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${scan!.id}`);
    await page.getByRole("button", { name: "Delete Scan" }).click();
    await page.getByRole("alertdialog", { name: "Delete this scan?" }).getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    expect(page.url()).toBe(`${app.server.url}/results/${scan!.id}`);
    expect((await user.client.get(`/api/scans/${scan!.id}`)).status).toBe(200);
    await page.context().close();
  }, 60_000);
});
