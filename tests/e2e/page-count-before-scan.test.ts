// A chosen PDF shows the page count its bytes declare before Start AI Processing takes a credit, and a file over the
// pages-per-file limit (SCAN_MAX_PAGES_PER_FILE; 50 here) says so in the upload's own words; the upload is then
// refused (413) without a credit taken (docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md). At 1440 and
// 375 px, in both themes, with axe.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyPagesMessage } from "../../src/contract/uploads";
import { simpleBook, textContent, writeRawPdf } from "../fixtures/pdf/write-raw-pdf";
import type { SignedInUser } from "../integration/helpers/users";
import { applyTheme, axeViolations, THEMES } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const LIMIT = 50;
const app = useBrowserApp({ SCAN_MAX_PAGES_PER_FILE: String(LIMIT) });
let user: SignedInUser;
let dir: string;
let short: Buffer;
let long: Buffer;

const book = (pages: number) =>
  simpleBook(Array.from({ length: pages }, (_, i) => textContent([`SECTION 01 10 00 - PAGE ${i + 1}`])));

beforeAll(async () => {
  user = await app.newUser({ credits: 2 });
  dir = mkdtempSync(join(tmpdir(), "page-count-ui-"));
  await writeRawPdf(join(dir, "short.pdf"), book(3));
  await writeRawPdf(join(dir, "long.pdf"), book(60));
  short = readFileSync(join(dir, "short.pdf"));
  long = readFileSync(join(dir, "long.pdf"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const credits = async () => (await user.client.get<{ credits: number }>("/api/auth/user")).body.credits;

describe("the page count before a credit is taken", () => {
  for (const [width, viewport] of [
    ["1440 px", VIEWPORTS.desktop],
    ["375 px", VIEWPORTS.mobile],
  ] as const) {
    it(`shows each file's pages and warns of one over the limit (${width})`, { timeout: 240_000 }, async () => {
      const page = await app.signedInPage(user.client, { viewport });
      await page.goto(`${app.server.url}/scan`);
      await page.getByRole("heading", { name: "Scan Documents", level: 1 }).waitFor();
      await page.getByTestId("pdf-input").setInputFiles([
        { name: "Short section.pdf", mimeType: "application/pdf", buffer: short },
        { name: "Whole book.pdf", mimeType: "application/pdf", buffer: long },
      ]);
      const list = page.getByRole("region", { name: "Selected files" });
      await list.getByText(/· 3 pages$/).waitFor({ timeout: 60_000 });
      await list.getByText(/· 60 pages$/).waitFor({ timeout: 60_000 });
      await list.getByText(tooManyPagesMessage(LIMIT, 60), { exact: true }).waitFor({ timeout: 60_000 });
      expect(await elementsPastRightEdge(page)).toEqual([]);
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `page-count-${width === "375 px" ? "mobile" : "desktop"}-${theme}`, { fullPage: false });
      }
      if (width === "1440 px") {
        // Started anyway: the server refuses the upload in the same words, and nothing is taken.
        await page.getByRole("button", { name: "Start AI Processing" }).click();
        await page.getByText(tooManyPagesMessage(LIMIT, 60)).nth(1).waitFor({ timeout: 60_000 });
        expect(await credits()).toBe(2);
      }
      await page.context().close();
    });
  }
});
