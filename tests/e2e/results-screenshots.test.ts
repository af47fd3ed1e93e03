// Screenshots of the scanning screens at phone and desktop widths in both themes (tests/artifacts), checking on the
// way that no screen scrolls sideways and that each shows its own content.
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { type SignedInUser } from "../integration/helpers/users";
import { scanThroughApi } from "./helpers/scans";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { useBrowserApp } from "./helpers/browser-app";

const SPEC_PDF = specPdf("summaryOfWork");
const ARTIFACTS = resolve("tests/artifacts");

const app = useBrowserApp();
let user: SignedInUser;
let scanId: string;

beforeAll(async () => {
  user = await app.newUser({ credits: 3 });
  scanId = await scanThroughApi(user.client, readFileSync(SPEC_PDF), "01_11_00 Summary of Work.pdf");
  await scanThroughApi(
    user.client,
    new TextEncoder().encode("%PDF-1.7\nnot a document\n%%EOF\n"),
    "Damaged upload.pdf",
  );
  mkdirSync(ARTIFACTS, { recursive: true });
}, 180_000);

async function horizontalOverflow(page: Page): Promise<number> {
  return Number(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth"));
}

const screens = [
  { name: "dashboard", path: () => "/", ready: "Recent Scans" },
  { name: "scan", path: () => "/scan", ready: "How the AI Scanner Works" },
  { name: "results", path: () => `/results/${scanId}`, ready: "Submittal Requirements" },
  { name: "history", path: () => "/history", ready: "Damaged upload.pdf" },
] as const;

describe("scanning screens at 375 px and 1440 px, light and dark", () => {
  for (const width of [375, 1440]) {
    for (const theme of ["light", "dark"] as const) {
      it(`${width} px ${theme}`, async () => {
        const page = await app.signedInPage(user.client, { viewport: { width, height: 900 }, theme });
        for (const screen of screens) {
          await page.goto(`${app.server.url}${screen.path()}`);
          await page.getByText(screen.ready, { exact: true }).first().waitFor();
          expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(theme === "dark");
          expect(await horizontalOverflow(page), `${screen.name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(
            0,
          );
          await page.screenshot({ path: resolve(ARTIFACTS, `${screen.name}-${width}-${theme}.png`), fullPage: true });
        }
        await page.context().close();
      }, 120_000);
    }
  }
});
