// axe-core over every screen and state, in the light and the dark theme: no moderate, serious or critical violation.
// One browser; one page for the visitor's screens and one for the signed-in ones, each state checked in both themes
// before moving on. The scan's progress and a results page still reading use a scanned (image-only) book, whose OCR
// keeps it processing long enough to be looked at.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { scanDetailSchema } from "../../src/contract/scans";
import type { ExtractedData } from "../../src/contract/submittal";
import { scans } from "../../src/server/db/schema";
import { corpusFile } from "../fixtures/corpus/corpus-file";
import { startTestServer, type TestServer } from "../integration/helpers/test-server";
import { makeAdmin, type SignedInUser } from "../integration/helpers/users";
import { violationsInBothThemes, type AxeFinding } from "./helpers/axe";
import { grantCredits, launchBrowser, scanThroughApi, signedInPage, WEB_DIR } from "./scan-journey-helpers";

const SPEC_PDF = corpusFile("raw/wrzonance-specr-ufgs/05_51_33.pdf");
const SCANNED_BOOK = corpusFile("raw/thetongs-submittal-extraction/HF Sample 3.scanned.pdf");

let server: TestServer;
let browser: Browser;
let admin: SignedInUser;
let resultsId: string;
let emptyResultsId: string;

beforeAll(async () => {
  server = await startTestServer({ webDir: WEB_DIR });
  browser = await launchBrowser();
  admin = await makeAdmin(server);
  await grantCredits(server, admin.user.id, 5);
  // A real scan (its PDF kept for the source viewer), with an excluded item and an excluded suggestion.
  resultsId = await scanThroughApi(admin.client, readFileSync(SPEC_PDF), "05_51_33.pdf");
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
  const [empty] = await server.db
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
  await server.db.insert(scans).values({
    userId: admin.user.id,
    fileName: "damaged.pdf",
    fileSize: 10_000,
    status: "failed",
    creditsUsed: 0,
    errorMessage: "This PDF is damaged or unreadable.",
    completedAt: new Date(),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Collects each state's violations; the test asserts the whole list at the end so one run reports them all. */
function auditor() {
  const found: Record<string, AxeFinding[]> = {};
  return {
    found,
    check: async (page: Page, state: string) => Object.assign(found, await violationsInBothThemes(page, state)),
  };
}

describe("accessibility (axe-core)", () => {
  it("finds no moderate or worse violation on the visitor's screens, light and dark", async () => {
    const { found, check } = auditor();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    for (const [state, path, heading] of [
      ["landing", "/", "h1"],
      ["sign-in", "/login", "h1"],
      ["sign-up", "/register", "h1"],
      ["404", "/nowhere", "h1"],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.locator(heading).first().waitFor();
      await check(page, state);
    }
    await page.context().close();
    expect(found).toEqual({});
  }, 120_000);

  it("finds no moderate or worse violation on the signed-in screens and states, light and dark", async () => {
    const { found, check } = auditor();
    const page = await signedInPage(browser, server, admin.client);
    /** Opens a screen and waits for its heading and, when given, the text that shows its data has loaded. */
    const open = async (path: string, heading: string, loaded?: string) => {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      if (loaded) await page.getByText(loaded, { exact: true }).first().waitFor();
    };

    await open("/", "Dashboard", "damaged.pdf");
    await check(page, "dashboard");
    await open("/history", "Scan History", "Error: This PDF is damaged or unreadable.");
    await check(page, "history");
    await open("/billing", "Credits & Billing", "Purchase Credits");
    await check(page, "billing");
    await open("/account", "Account", "Delete account");
    await check(page, "account");
    await open("/admin", "Super Admin Panel", "Total Users");
    await check(page, "admin");
    await open("/nowhere", "404 Page Not Found");
    await check(page, "404 signed in");

    // Results with items, an item's editor, the source viewer, the delete confirmation; then a log without items.
    await open(`/results/${resultsId}`, "Scan Results", "Submittal Requirements");
    await check(page, "results");
    await page
      .getByRole("button", { name: /^Edit "/ })
      .first()
      .click();
    await page.getByRole("form", { name: /Edit submittal/ }).waitFor();
    await check(page, "results, editor open");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "View in document" }).first().click();
    await page.getByRole("dialog").locator("img").waitFor();
    await check(page, "results, source viewer open");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete Scan" }).click();
    await page.getByRole("alertdialog", { name: "Delete this scan?" }).waitFor();
    await check(page, "results, delete confirmation open");
    await page.getByRole("button", { name: "Cancel" }).click();
    await open(`/results/${emptyResultsId}`, "Scan Results", "No submittals were found in this document.");
    await check(page, "results without items");

    // Upload: the empty screen, a file chosen, then the live progress; the results page of the scan still reading.
    await open("/scan", "Scan Documents", "How the AI Scanner Works");
    await check(page, "scan");
    await page.getByTestId("pdf-input").setInputFiles(SCANNED_BOOK);
    await page.getByText("HF Sample 3.scanned.pdf").waitFor();
    await check(page, "scan, file chosen");
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.getByRole("progressbar", { name: "Scan progress" }).waitFor({ timeout: 30_000 });
    await check(page, "scan progress");
    const list = await admin.client.get<{ id: string; status: string }[]>("/api/scans");
    const reading = list.body.find((s) => s.status === "processing");
    expect(reading).toBeDefined();
    await open(`/results/${reading!.id}`, "Scan Results", "Processing Document");
    await page.getByText(/\d+ of \d+ pages? read/).waitFor({ timeout: 60_000 });
    await check(page, "results while processing");

    await page.context().close();
    expect(found).toEqual({});
  }, 240_000);
});
