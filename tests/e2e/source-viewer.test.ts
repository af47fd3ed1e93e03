// "View in document" in a real browser over a real public-domain spec: the page the item comes from is rendered by the server,
// the engine's region of the item's paragraph (bbox, checked against mupdf's own text search) is drawn over the
// paragraph's ink (on an OCR'd book too), paging and zoom work, Esc hands focus back to
// the item; a batch log shows each item's own file; another user's page image is 404.
import { readFileSync } from "node:fs";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { batchDetailSchema } from "../../src/contract/batches";
import { scanDetailSchema, type ScanDetail } from "../../src/contract/scans";
import type { SubmittalRegion } from "../../src/contract/submittal";
import { registerUser } from "../integration/helpers/users";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { upload, waitForScan } from "../fixtures/scans/scan-test-client";
import { scanThroughApi } from "./helpers/scans";
import { useBrowserApp } from "./helpers/browser-app";

const METALS_PDF = specPdf("metalRailings");
const SUMMARY_PDF = specPdf("summaryOfWork");
const SCANNED_BOOK = specPdf("metalRailingsScanned");

const app = useBrowserApp();

/**
 * Where the item's source text sits on its page, found independently of the engine with mupdf's text search: the union
 * of the hits of its first words. Null when the words cannot be found on the page.
 */
function regionOfSourceText(pdfPath: string, page: number, sourceText: string): SubmittalRegion | null {
  const words = sourceText
    .replace(/^\s*[A-Z0-9]{1,3}\.\s+/, "")
    .split(/\s+/)
    .slice(0, 4)
    .join(" ");
  if (words.length < 8) return null;
  const doc = mupdf.Document.openDocument(readFileSync(pdfPath), "application/pdf");
  try {
    const hits = doc.loadPage(page - 1).search(words, "");
    const quads = hits[0];
    if (!quads || quads.length === 0) return null;
    const xs = quads.flatMap((q) => [q[0], q[2], q[4], q[6]]);
    const ys = quads.flatMap((q) => [q[1], q[3], q[5], q[7]]);
    return { page, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  } finally {
    doc.destroy();
  }
}

/** Share of `inner`'s area that lies inside `outer` (0 when they do not meet). */
function overlapShare(inner: SubmittalRegion, outer: SubmittalRegion): number {
  const w = Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0);
  const h = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / ((inner.x1 - inner.x0) * (inner.y1 - inner.y0));
}

/**
 * The first item of the scan as the engine stored it whose region (bbox) holds where its source text is found on the
 * page; returns its index. Nothing is patched: the highlight shown is the engine's own.
 */
function firstItemWithEngineRegion(scan: ScanDetail, pdfPath: string): number {
  const index = scan.extractedData!.submittals.findIndex((s) => {
    if (!s.bbox || s.page === undefined || !s.sourceText) return false;
    const found = regionOfSourceText(pdfPath, s.page, s.sourceText);
    return found !== null && s.bbox.page === s.page && overlapShare(found, s.bbox) > 0.8;
  });
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

/** Share of dark pixels of the page image under the highlight, read back from the image itself. */
async function inkUnderHighlight(page: Page): Promise<number> {
  return Number(
    await page.evaluate(`(() => {
      const img = document.querySelector('[role="dialog"] img');
      const box = document.querySelector('[data-testid="source-highlight"]');
      if (!img || !box) throw new Error("no image or no highlight");
      const imageRect = img.getBoundingClientRect();
      const boxRect = box.getBoundingClientRect();
      const scale = img.naturalWidth / imageRect.width;
      const x = Math.round((boxRect.left - imageRect.left) * scale);
      const y = Math.round((boxRect.top - imageRect.top) * scale);
      const w = Math.max(1, Math.round(boxRect.width * scale));
      const h = Math.max(1, Math.round(boxRect.height * scale));
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d");
      context.drawImage(img, 0, 0);
      const pixels = context.getImageData(x, y, w, h).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3 < 128) dark++;
      return dark / (pixels.length / 4);
    })()`),
  );
}

/** Whether the element matching `selector` is focused / lies wholly inside the viewport. */
const isFocused = async (page: Page, selector: string) =>
  (await page.evaluate(`document.activeElement === document.querySelector(${JSON.stringify(selector)})`)) === true;
const isInViewport = async (page: Page, selector: string) =>
  (await page.evaluate(`(() => {
    const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  })()`)) === true;
const imageLoaded = async (page: Page) =>
  Number(
    await page.evaluate(
      `(() => { const img = document.querySelector('[role="dialog"] img'); return img && img.complete ? img.naturalWidth : 0; })()`,
    ),
  );

describe("source viewer", () => {
  it("shows an item's page with its paragraph highlighted, pages and zooms, and hands focus back on Esc", async () => {
    const user = await app.newUser({ credits: 1 });
    const id = await scanThroughApi(user.client, readFileSync(METALS_PDF), "05_52_00.pdf");
    const scan = scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body);
    expect(scan.status).toBe("completed");
    const index = firstItemWithEngineRegion(scan, METALS_PDF);
    const item = scan.extractedData!.submittals[index]!;

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();
    const button = page.locator(`#view-in-document-${index}`);
    await button.click();
    const panel = page.getByRole("dialog", { name: "View in document" });
    await panel.waitFor();
    await panel.getByText("05_52_00.pdf").waitFor();
    const label = panel.getByTestId("source-page-label");
    const pageCount = scan.extractedData!.pageCount!;
    expect(await label.textContent()).toBe(`Page ${item.page} of ${pageCount}`);

    const image = panel.getByRole("img", { name: `Page ${item.page} of ${pageCount} of 05_52_00.pdf` });
    await image.waitFor();
    await expect.poll(() => imageLoaded(page)).toBeGreaterThan(0);
    const highlight = panel.getByTestId("source-highlight");
    await highlight.waitFor();
    // The outline frames the paragraph's text: a fair share of the pixels under it are ink, and it is in view.
    expect(await inkUnderHighlight(page)).toBeGreaterThan(0.03);
    expect(await highlight.isVisible()).toBe(true);
    expect(await isInViewport(page, '[data-testid="source-highlight"]')).toBe(true);

    // Zoom: the image grows, the highlight stays on the ink.
    const widthBefore = (await image.boundingBox())!.width;
    await panel.getByRole("button", { name: "Zoom in" }).click();
    await panel.getByText("125%").waitFor();
    await expect
      .poll(async () => (await panel.getByRole("img").boundingBox())?.width ?? 0)
      .toBeGreaterThan(widthBefore * 1.2);
    await highlight.waitFor();
    expect(await inkUnderHighlight(page)).toBeGreaterThan(0.03);

    // Another page shows that page alone (the region belongs to the item's page).
    const next = item.page! < pageCount;
    await panel.getByRole("button", { name: next ? "Next page" : "Previous page" }).click();
    const otherPage = next ? item.page! + 1 : item.page! - 1;
    await expect.poll(() => label.textContent()).toBe(`Page ${otherPage} of ${pageCount}`);
    await panel.getByRole("img", { name: `Page ${otherPage} of ${pageCount} of 05_52_00.pdf` }).waitFor();
    expect(await panel.getByTestId("source-highlight").count()).toBe(0);

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(page, `#view-in-document-${index}`)).toBe(true);
    await page.context().close();
  }, 180_000);

  it("highlights an item of an OCR'd (image-only) book over its paragraph's ink", async () => {
    const user = await app.newUser({ credits: 1 });
    const created = await upload(user.client, "/api/scans", [
      { name: "scanned.pdf", bytes: readFileSync(SCANNED_BOOK) },
    ]);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // OCR takes a while on a busy machine.
    expect((await waitForScan(user.client, id, 180_000)).status).toBe("completed");
    const scan = scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body);
    const index = scan.extractedData!.submittals.findIndex((s) => s.bbox && s.bbox.page === s.page);
    expect(index).toBeGreaterThanOrEqual(0);
    const item = scan.extractedData!.submittals[index]!;

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();
    await page.locator(`#view-in-document-${index}`).click();
    const panel = page.getByRole("dialog", { name: "View in document" });
    await panel
      .getByRole("img", { name: `Page ${item.page} of ${scan.extractedData!.pageCount} of scanned.pdf` })
      .waitFor();
    await expect.poll(() => imageLoaded(page)).toBeGreaterThan(0);
    await panel.getByTestId("source-highlight").waitFor();
    expect(await inkUnderHighlight(page)).toBeGreaterThan(0.03);
    expect(await isInViewport(page, '[data-testid="source-highlight"]')).toBe(true);
    await page.context().close();
  }, 240_000);

  it("opens a batch log's item on its own file, as a sheet on a phone", async () => {
    const user = await app.newUser({ credits: 2 });
    const created = await upload(user.client, "/api/scans/batch", [
      { name: "05_52_00.pdf", bytes: readFileSync(METALS_PDF) },
      { name: "01_11_00.pdf", bytes: readFileSync(SUMMARY_PDF) },
    ]);
    expect(created.status).toBe(201);
    const scanIds = created.body.scanIds as string[];
    for (const scanId of scanIds) expect((await waitForScan(user.client, scanId, 90_000)).status).toBe("completed");
    const batch = batchDetailSchema.parse(
      (await user.client.get(`/api/batches/${created.body.batchId as string}`)).body,
    );
    const joints = batch.scans.find((s) => s.fileName === "01_11_00.pdf")!;

    const page = await app.signedInPage(user.client, { viewport: { width: 375, height: 812 } });
    const imageRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pages/")) imageRequests.push(request.url());
    });
    await page.goto(`${app.server.url}/results/${scanIds[0]}`);
    await page.getByText("Submittal Requirements").waitFor();
    // An item of the second file: its "where found" line names the file and carries the button.
    const jointsItem = page
      .locator("div.flex-wrap", { hasText: "01_11_00.pdf" })
      .filter({ has: page.getByRole("button", { name: "View in document" }) })
      .first()
      .getByRole("button", { name: "View in document" });
    await jointsItem.scrollIntoViewIfNeeded();
    await jointsItem.click();
    const panel = page.getByRole("dialog", { name: "View in document" });
    await panel.getByText("01_11_00.pdf").waitFor();
    await panel.getByRole("img").waitFor();
    expect(imageRequests.some((url) => url.includes(`/api/scans/${joints.id}/pages/`))).toBe(true);
    // Below 768 px the panel is a sheet across the whole width, from the bottom. It slides up into place, and the
    // page image can arrive before the slide ends, so its edge is read once it has settled.
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(374);
    await expect
      .poll(async () => {
        const settled = (await panel.boundingBox())!;
        return Math.round(settled.y + settled.height);
      })
      .toBe(812);

    // Someone else's page image is 404, asked from their own signed-in browser.
    const stranger = await registerUser(app.server);
    const strangerPage = await app.signedInPage(stranger.client);
    await strangerPage.goto(`${app.server.url}/`);
    const status = await strangerPage.evaluate(
      async (path) => (await fetch(path, { credentials: "same-origin" })).status,
      `/api/scans/${joints.id}/pages/1/image?width=800`,
    );
    expect(status).toBe(404);
    await strangerPage.context().close();
    await page.context().close();
  }, 240_000);
});
