// An upload the server refuses for credits (product §8): the toast is "Insufficient Credits" with the spec's text, and
// the balance on screen catches up with the server's, which changed in another window since the page loaded. The same
// toast shows as soon as files that need more credits than the balance are chosen.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { scanThroughApi } from "./helpers/scans";
import { useBrowserApp } from "./helpers/browser-app";

const METALS_PDF = specPdf("metalRailings");
const SUMMARY_PDF = specPdf("summaryOfWork");
// Scanned "in another window": a file other than the ones chosen here, which would be asked about as a repeat.
const ELSEWHERE_PDF = specPdf("metalRailingsLineNumbered");

const app = useBrowserApp();

describe("an upload refused for credits", () => {
  it("says 'Insufficient Credits' with the spec's text and refreshes the balance", async () => {
    const user = await app.newUser({ credits: 2 });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/scan`);
    const balance = page.getByText("Credit balance").locator("xpath=following-sibling::span[1]");
    await expect.poll(() => balance.textContent()).toBe("2 credits");

    // Another window spends a credit: this page still shows 2.
    await scanThroughApi(user.client, readFileSync(ELSEWHERE_PDF), "elsewhere.pdf");
    expect(await balance.textContent()).toBe("2 credits");

    await page.getByTestId("pdf-input").setInputFiles([METALS_PDF, SUMMARY_PDF]);
    await page.getByText("01_11_00.pdf").waitFor();
    await page.getByRole("button", { name: "Start AI Processing" }).click();
    await page.getByText("Insufficient Credits", { exact: true }).first().waitFor();
    await page
      .getByText("You need 2 credit(s) to scan these documents. You have 1 credit(s).", { exact: true })
      .first()
      .waitFor();
    expect(await page.getByText("Upload Failed", { exact: true }).count()).toBe(0);
    await expect.poll(() => balance.textContent()).toBe("1 credit");
    await page.context().close();
  }, 120_000);

  it("says 'Insufficient Credits' as soon as files that need more credits than the balance are chosen", async () => {
    const user = await app.newUser({ credits: 1 });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/scan`);
    await page.getByText("1 credit", { exact: true }).waitFor();

    await page.getByTestId("pdf-input").setInputFiles([METALS_PDF, SUMMARY_PDF]);
    await page.getByText("01_11_00.pdf").waitFor();
    await page.getByText("Insufficient Credits", { exact: true }).first().waitFor();
    await page
      .getByText("You need 2 credit(s) to scan these documents. You have 1 credit(s).", { exact: true })
      .first()
      .waitFor();
    expect(await page.getByRole("button", { name: "Start AI Processing" }).isDisabled()).toBe(true);
    await page.context().close();
  }, 120_000);
});
