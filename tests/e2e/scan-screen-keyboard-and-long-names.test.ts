// The scan screen by keyboard and on a phone: the drop zone is one labelled button that Enter and Space open the file
// picker from, with nothing interactive inside it; and 200-character file names never make the page wider than a
// 375 px screen — on the scan screen, in the progress view and in the results header — while names with spaces wrap
// between their words there, never inside one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { breaksInsideWords, elementsPastRightEdge } from "./helpers/layout";
import { scanThroughApi } from "./helpers/scans";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";

const METALS_PDF = readFileSync(specPdf("metalRailings"));
const SUMMARY_PDF = readFileSync(specPdf("summaryOfWork"));
const PHONE = VIEWPORTS.mobile;

/** A file name of exactly 200 characters, without spaces for the browser to wrap at. */
function longName(stem: string): string {
  const name = `${stem}_${"Specification-Volume-".repeat(10)}`;
  return `${name.slice(0, 196)}.pdf`;
}

const app = useBrowserApp();

/** The page's scroll width and what reaches past the screen's right edge, named after the screen for the report. */
async function layoutOf(page: Page, screen: string) {
  const width = await page.evaluate<number>("document.documentElement.scrollWidth");
  return { screen, width, past: await elementsPastRightEdge(page) };
}
const fits = (screen: string) => ({ screen, width: PHONE.width, past: [] });

/** Evaluated in the page: the drop zone's button holds focus. */
const ZONE_HAS_FOCUS = 'document.activeElement?.textContent?.startsWith("Drag and drop PDF files here") === true';

describe("the drop zone", () => {
  it("is one labelled button; Enter and Space open the file picker", async () => {
    const user = await app.newUser({ credits: 1 });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/scan`);
    const zone = page.getByRole("button", { name: /^Drag and drop PDF files here/ });
    await zone.waitFor();
    expect(await zone.getAttribute("type")).toBe("button");
    // Nothing focusable or interactive inside it, and the drop target around it is not a control of its own.
    expect(await zone.locator("a, button, input, select, textarea, [tabindex], [role]").count()).toBe(0);
    const target = zone.locator("xpath=..");
    expect(await target.getAttribute("tabindex")).toBeNull();
    expect(await target.getAttribute("role")).toBeNull();

    // The picker is intercepted before the key goes down (the interception is set up asynchronously), and the key is
    // pressed only once the zone holds focus.
    const enterChooser = page.waitForEvent("filechooser");
    await zone.focus();
    await page.waitForFunction(ZONE_HAS_FOCUS);
    await page.keyboard.press("Enter");
    const byEnter = await enterChooser;
    expect(byEnter.isMultiple()).toBe(true);
    await byEnter.setFiles({ name: "05_52_00.pdf", mimeType: "application/pdf", buffer: METALS_PDF });
    await page.getByText("1 file selected").waitFor();

    const spaceChooser = page.waitForEvent("filechooser");
    await zone.focus();
    await page.waitForFunction(ZONE_HAS_FOCUS);
    await page.keyboard.press("Space");
    const bySpace = await spaceChooser;
    await bySpace.setFiles({ name: "01_11_00.pdf", mimeType: "application/pdf", buffer: SUMMARY_PDF });
    await page.getByText("2 files selected").waitFor();
    await page.context().close();
  }, 60_000);
});

/** Picks the two sample sections under the given names on the scan screen. */
async function chooseTwoFiles(page: Page, names: string[]): Promise<void> {
  await page.getByTestId("pdf-input").setInputFiles([
    { name: names[0]!, mimeType: "application/pdf", buffer: METALS_PDF },
    { name: names[1]!, mimeType: "application/pdf", buffer: SUMMARY_PDF },
  ]);
  await page.getByText("2 files selected").waitFor();
}

describe("long file names on a 375 px screen", () => {
  it("keep the scan screen, the progress view and the results header within the screen", async () => {
    const user = await app.newUser({ credits: 3 });
    const names = [longName("Metals"), longName("Joints")];
    expect(names.map((n) => n.length)).toEqual([200, 200]);
    const page = await app.signedInPage(user.client, { viewport: PHONE });

    await page.goto(`${app.server.url}/scan`);
    await chooseTwoFiles(page, names);
    expect(await layoutOf(page, "scan")).toEqual(fits("scan"));

    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.getByRole("list", { name: "Files in this scan" }).getByText(names[1]!).waitFor({ timeout: 30_000 });
    expect(await layoutOf(page, "progress")).toEqual(fits("progress"));

    // The combined log of the two files names both in its header.
    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 90_000 });
    await page.getByText("Submittal Requirements").waitFor();
    expect(await layoutOf(page, "batch results")).toEqual(fits("batch results"));

    // One file's results, with its Delete Scan button beside the name.
    const single = longName("Single");
    const id = await scanThroughApi(user.client, METALS_PDF, single);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();
    await page.getByRole("button", { name: "Delete Scan" }).waitFor();
    expect(await layoutOf(page, "results")).toEqual(fits("results"));
    await page.context().close();
  }, 180_000);

  it("wrap names with spaces between their words in the progress view and the results header", async () => {
    const user = await app.newUser({ credits: 2 });
    const names = [
      "Riverside Medical Office Building Project Manual Volume One Architectural Specifications.pdf",
      "Riverside Medical Office Building Project Manual Volume Two Mechanical Electrical Plumbing.pdf",
    ];
    const page = await app.signedInPage(user.client, { viewport: PHONE });
    await page.goto(`${app.server.url}/scan`);
    await chooseTwoFiles(page, names);
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    const progressRow = page.getByRole("list", { name: "Files in this scan" }).getByText(names[1]!);
    await progressRow.waitFor({ timeout: 30_000 });
    expect(await breaksInsideWords(progressRow)).toEqual([]);

    await page.waitForURL(/\/results\/[^/]+$/, { timeout: 90_000 });
    await page.getByText("Submittal Requirements").waitFor();
    // The line under the page's heading names both files.
    const header = page.locator("main h1 + p");
    expect(await header.textContent()).toContain(names[0]!);
    expect(await breaksInsideWords(header)).toEqual([]);
    expect(await layoutOf(page, "batch results")).toEqual(fits("batch results"));
    await page.context().close();
  }, 180_000);
});
