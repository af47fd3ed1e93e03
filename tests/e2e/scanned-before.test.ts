// Choosing a file the user already scanned (the same bytes, whatever its name) asks before a credit is spent again:
// "You already scanned this file on {date}" with Open that scan / Scan again (1 credit); Start waits for the answer,
// closing the question leaves the file out, and a file never scanned goes straight through. At 1440 and 375 px, in
// both themes, with axe.
import { readFileSync } from "node:fs";
import { format } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import type { SignedInUser } from "../integration/helpers/users";
import { applyTheme, axeViolations, THEMES } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { scanThroughApi } from "./helpers/scans";
import { screenshot } from "./helpers/screenshot";

const METALS = readFileSync(specPdf("metalRailings"));
const SUMMARY = readFileSync(specPdf("summaryOfWork"));

const app = useBrowserApp();
let user: SignedInUser;
let earlierId: string;

beforeAll(async () => {
  user = await app.newUser({ credits: 3 });
  earlierId = await scanThroughApi(user.client, METALS, "05 52 00 Metal Railings.pdf");
});

const credits = async () => (await user.client.get<{ credits: number }>("/api/auth/user")).body.credits;

async function choose(page: Page, files: { name: string; bytes: Buffer }[]) {
  await page
    .getByTestId("pdf-input")
    .setInputFiles(files.map((f) => ({ name: f.name, mimeType: "application/pdf", buffer: f.bytes })));
  for (const f of files) await page.getByText(f.name, { exact: true }).first().waitFor();
}

describe("a file scanned before", () => {
  it("asks before scanning it again, and opens the earlier scan when asked to (1440 px)", async () => {
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
    await page.goto(`${app.server.url}/scan`);
    await page.getByRole("heading", { name: "Scan Documents", level: 1 }).waitFor();
    await choose(page, [{ name: "railings copy.pdf", bytes: METALS }]);
    const date = format(new Date(), "MMM d, yyyy");
    const question = page.getByRole("dialog", { name: `You already scanned this file on ${date}` });
    await question.waitFor();
    expect(await question.getByRole("button", { name: "Scan again (1 credit)" }).isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Start AI Processing", includeHidden: true }).isDisabled()).toBe(
      true,
    );
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `scanned-before-desktop-${theme}`, { fullPage: false });
    }
    await question.getByRole("button", { name: "Open that scan" }).click();
    await page.waitForURL(`${app.server.url}/results/${earlierId}`);
    await page.getByText("Submittal Requirements").waitFor();
    expect(await credits()).toBe(2);
    await page.context().close();
  }, 90_000);

  it("leaves the file out when the question is closed, and scans it again only when told to (375 px)", async () => {
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile });
    await page.goto(`${app.server.url}/scan`);
    await page.getByRole("heading", { name: "Scan Documents", level: 1 }).waitFor();
    const start = page.getByRole("button", { name: "Start AI Processing" });
    const question = page.getByRole("dialog", { name: /^You already scanned this file on / });

    // A file never scanned goes through without a question; a repeat beside it is asked about.
    await choose(page, [
      { name: "01 11 00 Summary.pdf", bytes: SUMMARY },
      { name: "railings again.pdf", bytes: METALS },
    ]);
    await question.waitFor();
    expect(await elementsPastRightEdge(page)).toEqual([]);
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `scanned-before-mobile-${theme}`, { fullPage: false });
    }
    await page.keyboard.press("Escape");
    await question.waitFor({ state: "detached" });
    await expect.poll(() => page.getByText("railings again.pdf", { exact: true }).count()).toBe(0);
    await page.getByText("01 11 00 Summary.pdf", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Clear All" }).click();

    await choose(page, [{ name: "railings again.pdf", bytes: METALS }]);
    await question.getByRole("button", { name: "Scan again (1 credit)" }).click();
    await question.waitFor({ state: "detached" });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await page.getByText("Your document is being scanned.").waitFor();
    await expect.poll(credits).toBe(1);
    await page.context().close();
  }, 120_000);
});
