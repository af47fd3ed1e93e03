// axe-core over every screen and state (the visitor's pages, the signed-in screens, admin tabs, dialogs, a selection,
// filters, a combined log), in the light and the dark theme, at 1440 and 375 px: no moderate, serious or
// critical violation. One browser; one page for the visitor's screens (resized for the phone) and one per width for
// the signed-in ones, each state checked in both themes before moving on. The scan's progress and a results page
// still reading use a scanned (image-only) book, whose OCR keeps it processing long enough to be looked at.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scanDetailSchema } from "../../src/contract/scans";
import type { ExtractedData } from "../../src/contract/submittal";
import { scans } from "../../src/server/db/schema";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { upload, waitForScan } from "../fixtures/scans/scan-test-client";
import { makeAdmin, type SignedInUser } from "../integration/helpers/users";
import { violationsInBothThemes, type AxeFinding } from "./helpers/axe";
import { grantCredits, scanThroughApi } from "./helpers/scans";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";

const SPEC_PDF = specPdf("metalRailings");
const SUMMARY_PDF = specPdf("summaryOfWork");
const SCANNED_BOOK = specPdf("metalRailingsScanned");

const app = useBrowserApp();
let admin: SignedInUser;
let resultsId: string;
let emptyResultsId: string;
let batchResultsId: string;
let failedResultsId: string;

beforeAll(async () => {
  admin = await makeAdmin(app.server);
  await grantCredits(app.server, admin.user.id, 5);
  // A real scan (its PDF kept for the source viewer), with an excluded item and an excluded suggestion.
  resultsId = await scanThroughApi(admin.client, readFileSync(SPEC_PDF), "05_52_00.pdf");
  const scanned = scanDetailSchema.parse((await admin.client.get(`/api/scans/${resultsId}`)).body).extractedData!;
  const prepared: ExtractedData = {
    ...scanned,
    submittals: scanned.submittals.map((s, i) => {
      if (i === 1) return { ...s, excluded: true };
      if (i === 2) return { ...s, suggested: true, suggestionReason: "Warranty article", excluded: true };
      return s;
    }),
  };
  expect((await admin.client.patch(`/api/scans/${resultsId}`, { extractedData: prepared })).status).toBe(200);
  // A finished scan without submittals, and a failed one for the red badges.
  const [empty] = await app.server.db
    .insert(scans)
    .values({
      userId: admin.user.id,
      fileName: "empty.pdf",
      fileSize: 10_000,
      status: "completed",
      completedAt: new Date(),
      extractedData: { submittals: [] },
    })
    .returning({ id: scans.id });
  emptyResultsId = empty!.id;
  // A combined log of two files.
  const batch = await upload(admin.client, "/api/scans/batch", [
    { name: "05_52_00.pdf", bytes: readFileSync(SPEC_PDF) },
    { name: "01_11_00.pdf", bytes: readFileSync(SUMMARY_PDF) },
  ]);
  expect(batch.status).toBe(201);
  const batchScanIds = batch.body.scanIds as string[];
  for (const id of batchScanIds) expect((await waitForScan(admin.client, id, 90_000)).status).toBe("completed");
  batchResultsId = batchScanIds[0]!;
  const [failed] = await app.server.db
    .insert(scans)
    .values({
      userId: admin.user.id,
      fileName: "damaged.pdf",
      fileSize: 10_000,
      status: "failed",
      creditsUsed: 0,
      errorMessage: "This PDF is damaged or unreadable.",
      completedAt: new Date(),
    })
    .returning({ id: scans.id });
  failedResultsId = failed!.id;
}, 180_000);

/** Collects each state's violations; the test asserts the whole list at the end so one run reports them all. */
function auditor() {
  const found: Record<string, AxeFinding[]> = {};
  return {
    found,
    check: async (page: Page, state: string) =>
      Object.assign(found, await violationsInBothThemes(page, `${state} @${page.viewportSize()?.width ?? "?"}px`)),
  };
}

/** Opens a screen and waits for its heading and, when given, the text that shows its data has loaded. */
async function open(page: Page, path: string, heading: string, loaded?: string): Promise<void> {
  await page.goto(`${app.server.url}${path}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  if (loaded) await page.getByText(loaded, { exact: true }).first().waitFor();
}

type Check = (page: Page, state: string) => Promise<unknown>;

/** The signed-in screens both widths share, each with the dialogs and tabs it opens. */
async function checkSignedInScreens(page: Page, check: Check) {
  await open(page, "/", "Dashboard", "damaged.pdf");
  await check(page, "dashboard");
  await open(page, "/history", "Scan History", "Error: This PDF is damaged or unreadable.");
  await check(page, "history");
  await page
    .getByRole("listitem")
    .filter({ hasText: "damaged.pdf" })
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("alertdialog").waitFor();
  await check(page, "history, delete confirmation open");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog").waitFor({ state: "detached" });
  await open(page, "/billing", "Credits & Billing", "Purchase Credits");
  await check(page, "billing");
  // The return from a checkout the server has not confirmed.
  await open(page, "/billing?session_id=cs_test_unknown", "Credits & Billing", "Purchase Credits");
  await check(page, "billing, unconfirmed return");
  await open(page, "/account", "Account", "Delete account");
  await check(page, "account");
  await open(page, "/admin", "Super Admin Panel", "Total Users");
  await check(page, "admin");
  for (const tab of ["Projects", "Payments", "Failed Scans", "Add Credits"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.getByRole("tabpanel", { name: tab }).waitFor();
    await check(page, `admin, ${tab} tab`);
  }
  await open(page, "/nowhere", "404 Page Not Found");
  await check(page, "404 signed in");
  await open(page, "/scan", "Scan Documents", "How the AI Scanner Works");
  await check(page, "scan");
}

/**
 * The states of a results page both widths share: a log with items (its item editor, the source viewer, the delete
 * confirmation, a selection, a search nothing matches, the export dialog), a combined log, a failed scan and a log
 * without items.
 */
async function checkResultsStates(page: Page, check: Check) {
  await open(page, `/results/${resultsId}`, "Scan Results", "Submittal Requirements");
  await check(page, "results");
  await page
    .getByRole("button", { name: /^Edit "/ })
    .first()
    .click();
  await page.getByRole("form", { name: /Edit submittal/ }).waitFor();
  await check(page, "results, editor open");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "View in document" }).first().click();
  const viewer = page.getByRole("dialog", { name: "View in document" });
  await viewer.locator("img").waitFor();
  await check(page, "results, source viewer open");
  await page.keyboard.press("Escape");
  await viewer.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Delete Scan" }).click();
  await page.getByRole("alertdialog", { name: "Delete this scan?" }).waitFor();
  await check(page, "results, delete confirmation open");
  await page.getByRole("button", { name: "Cancel" }).click();
  // Two items chosen in the selection column, with the toolbar of what can be done to them.
  const choose = page.getByRole("checkbox", { name: /^Select "/ });
  await choose.nth(0).click();
  await choose.nth(1).click();
  await page.getByRole("toolbar", { name: "Selected items" }).waitFor();
  await check(page, "results, items selected");
  await page.getByRole("button", { name: "Clear selection" }).click();
  // A search and a filter that nothing matches.
  await page.getByRole("searchbox", { name: "Search submittals" }).fill("no such submittal");
  await page.getByText(/^0 of \d+ submittals match\./).waitFor();
  await check(page, "results, nothing matches");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await page.getByRole("button", { name: "Export Selected", exact: true }).click();
  await page.getByRole("dialog").waitFor();
  await check(page, "results, export dialog open");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await open(page, `/results/${batchResultsId}`, "Scan Results", "Submittal Requirements");
  await check(page, "combined results of two files");
  await open(page, `/results/${failedResultsId}`, "Scan Results", "Scan Failed");
  await check(page, "results of a failed scan");
  await open(page, `/results/${emptyResultsId}`, "Scan Results", "No submittals were found in this document.");
  await check(page, "results without items");
}

describe("accessibility (axe-core)", () => {
  it("finds no moderate or worse violation on the visitor's screens at 1440 and 375 px, light and dark", async () => {
    const { found, check } = auditor();
    const page = await app.newPage({ viewport: VIEWPORTS.desktop });
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(viewport);
      for (const [state, path] of [
        ["landing", "/"],
        ["sign-in", "/login"],
        ["sign-up", "/register"],
        ["404", "/nowhere"],
        ["forgot password", "/forgot-password"],
        ["reset password, unknown link", "/reset-password/not-a-token"],
        ["verify e-mail, unknown link", "/verify-email/not-a-token"],
        ["privacy", "/privacy"],
        ["terms", "/terms"],
      ] as const) {
        await page.goto(`${app.server.url}${path}`);
        await page.locator("h1").first().waitFor();
        await check(page, state);
      }
    }
    await page.context().close();
    expect(found).toEqual({});
  }, 240_000);

  // The signed-in audit is one test per group of states, so a loaded machine's slowness is spread over several limits
  // (one test of all 1440 px states once passed 240 s in CI).
  for (const [width, viewport] of [
    [1440, VIEWPORTS.desktop],
    [375, VIEWPORTS.mobile],
  ] as const) {
    it(`finds no moderate or worse violation on the signed-in screens at ${width} px, light and dark`, async () => {
      const { found, check } = auditor();
      const page = await app.signedInPage(admin.client, { viewport });
      await checkSignedInScreens(page, check);
      await page.context().close();
      expect(found).toEqual({});
    }, 300_000);

    it(`finds no moderate or worse violation on the states of a results page at ${width} px, light and dark`, async () => {
      const { found, check } = auditor();
      const page = await app.signedInPage(admin.client, { viewport });
      await checkResultsStates(page, check);
      await page.context().close();
      expect(found).toEqual({});
    }, 300_000);
  }

  it("finds no moderate or worse violation while a scan uploads and reads at 1440 px, light and dark", async () => {
    const { found, check } = auditor();
    const page = await app.signedInPage(admin.client, { viewport: VIEWPORTS.desktop });

    // Upload: a file chosen, then the live progress; the results page of the scan still reading.
    await open(page, "/scan", "Scan Documents", "How the AI Scanner Works");
    await page.getByTestId("pdf-input").setInputFiles(SCANNED_BOOK);
    await page.getByText("05_52_00.scanned.pdf").waitFor();
    await check(page, "scan, file chosen");
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.getByRole("progressbar", { name: "Scan progress" }).waitFor({ timeout: 30_000 });
    await check(page, "scan progress");
    const list = await admin.client.get<{ id: string; status: string }[]>("/api/scans");
    const reading = list.body.find((s) => s.status === "processing");
    expect(reading).toBeDefined();
    await open(page, `/results/${reading!.id}`, "Scan Results", "Processing Document");
    await page.getByText(/\d+ of \d+ pages? read/).waitFor({ timeout: 60_000 });
    await check(page, "results while processing");

    await page.context().close();
    expect(found).toEqual({});
  }, 240_000);

  it("finds no moderate or worse violation at 375 px on the sidebar sheet and the source viewer's bottom sheet", async () => {
    const { found, check } = auditor();
    const page = await app.signedInPage(admin.client, { viewport: VIEWPORTS.mobile });

    // The sidebar as a sheet over the dashboard.
    await open(page, "/", "Dashboard", "damaged.pdf");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await sheet.waitFor();
    await check(page, "sidebar sheet open");
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });

    // Below 768 px the source viewer is a sheet across the width, from the bottom of the screen.
    await open(page, `/results/${resultsId}`, "Scan Results", "Submittal Requirements");
    await page.getByRole("button", { name: "View in document" }).first().click();
    const viewer = page.getByRole("dialog", { name: "View in document" });
    await viewer.locator("img").waitFor();
    await expect
      .poll(async () => {
        const box = (await viewer.boundingBox())!;
        return [Math.round(box.width), Math.round(box.y + box.height)];
      })
      .toEqual([VIEWPORTS.mobile.width, VIEWPORTS.mobile.height]);
    await check(page, "results, source viewer bottom sheet");

    await page.context().close();
    expect(found).toEqual({});
  }, 240_000);
});
