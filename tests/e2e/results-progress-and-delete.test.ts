// The results page of a scan still being read shows its live progress (pages read, percentage) and turns into the log
// when the scan finishes, without a reload; a finished scan is deleted from its results page after a confirmation,
// and the user lands on History with a toast. The book is a scanned (image-only) one, whose OCR takes long enough to
// watch the pages being read. A combined log's page deletes all of its files, once none is still being read.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { eq, inArray } from "drizzle-orm";
import { batches, scans } from "../../src/server/db/schema";
import { specPdf, specPdfPageCount } from "../fixtures/specs/write-spec-pdfs";
import { registerUser } from "../integration/helpers/users";
import { useBrowserApp } from "./helpers/browser-app";

const SCANNED_BOOK = readFileSync(specPdf("metalRailingsScanned"));

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
    expect(first.total).toBe(specPdfPageCount("metalRailingsScanned"));
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

describe("the results page of a combined log", () => {
  it("deletes every file of the log one by one after saying how many, once none is still being read", async () => {
    const user = await registerUser(app.server);
    const [batch] = await app.server.db
      .insert(batches)
      .values({ userId: user.user.id, totalFiles: 3, status: "processing" })
      .returning();
    const files = await app.server.db
      .insert(scans)
      .values(
        ["01 Metals.pdf", "02 Summary of Work.pdf", "03 Damaged.pdf"].map((fileName, i) => ({
          userId: user.user.id,
          batchId: batch!.id,
          fileName,
          fileSize: 10_000,
          status: i === 2 ? "failed" : i === 1 ? "processing" : "completed",
          ...(i === 2 ? { errorMessage: "This PDF is damaged or unreadable." } : {}),
          ...(i === 0 ? { completedAt: new Date(), extractedData: { submittals: [] } } : {}),
        })),
      )
      .returning({ id: scans.id });
    // The log lists (and deletes) its files by name.
    const ids = files.map((f) => f.id);
    const deletes: string[] = [];
    const page = await app.signedInPage(user.client);
    page.on("request", (r) => {
      if (r.method() === "DELETE") deletes.push(new URL(r.url()).pathname);
    });
    await page.goto(`${app.server.url}/results/${ids[0]}`);
    await page.getByText("Processing Document").waitFor();

    // One file is still being read: the button is there, disabled, and says why.
    const deleteAll = page.getByRole("button", { name: "Delete All Files" });
    expect(await deleteAll.isDisabled()).toBe(true);
    await page.getByText("The files can be deleted once every one has finished.", { exact: true }).waitFor();
    expect(await deleteAll.getAttribute("aria-describedby")).toBeTruthy();

    // It finishes (the page polls the batch): the button comes on and the reason goes.
    await app.server.db
      .update(scans)
      .set({ status: "completed", completedAt: new Date(), extractedData: { submittals: [] } })
      .where(eq(scans.id, ids[1]!));
    await app.server.db.update(batches).set({ status: "completed" }).where(eq(batches.id, batch!.id));
    await page.getByText("Files in This Log").waitFor({ timeout: 20_000 });
    expect(await deleteAll.isDisabled()).toBe(false);
    expect(await page.getByText("The files can be deleted once every one has finished.").count()).toBe(0);

    await deleteAll.click();
    const confirm = page.getByRole("alertdialog", { name: "Delete all 3 files of this log?" });
    await confirm
      .getByText(
        '"01 Metals.pdf", "02 Summary of Work.pdf", "03 Damaged.pdf", their submittal logs and their uploaded PDFs',
      )
      .waitFor();
    await confirm.getByRole("button", { name: "Delete 3 files", exact: true }).click();
    await page.waitForURL(`${app.server.url}/history`);
    await page.getByText("Scans Deleted", { exact: true }).waitFor();
    await page.getByText("3 files and their results have been deleted.", { exact: true }).waitFor();
    await page.getByText("No scans yet").waitFor();

    // One request a file, in order, and the batch went with its last file.
    expect(deletes).toEqual(ids.map((id) => `/api/scans/${id}`));
    for (const id of ids) expect((await user.client.get(`/api/scans/${id}`)).status).toBe(404);
    expect(await app.server.db.select().from(batches).where(eq(batches.id, batch!.id))).toEqual([]);
    expect(await app.server.db.select().from(scans).where(inArray(scans.id, ids))).toEqual([]);
    await page.context().close();
  }, 90_000);
});
