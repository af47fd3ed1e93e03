// Spec rules the results and history screens broke when tried as a new user would: a completed scan with no
// submittals is not "Ready for Export" and offers no export; a failed scan never reads "Completed {time}".
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanDetailSchema } from "../../src/contract/scans";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { corruptPdf } from "../fixtures/scans/scan-test-client";
import { scanThroughApi } from "./helpers/scans";
import { useBrowserApp } from "./helpers/browser-app";

const SPEC_PDF = specPdf("summaryOfWork");

const app = useBrowserApp();

describe("spec rules on the results and history screens", () => {
  it("shows a log without submittals as not ready for export, with both export buttons disabled", async () => {
    const user = await app.newUser({ credits: 1 });
    const id = await scanThroughApi(user.client, readFileSync(SPEC_PDF), "01_11_00.pdf");
    const scan = scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body);
    const emptied = { ...scan.extractedData!, submittals: [] };
    expect((await user.client.patch(`/api/scans/${id}`, { extractedData: emptied })).status).toBe(200);

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("No submittals were found in this document.").waitFor();
    const summary = page.getByRole("region", { name: "Summary" });
    await summary.getByText("Ready for Export").waitFor();
    expect(await summary.getByText("No", { exact: true }).count()).toBe(1);
    expect(await summary.getByText("Yes", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Export Selected", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Export Selected to Excel" }).isDisabled()).toBe(true);
    await page.context().close();
  }, 120_000);

  it("never shows 'Completed {time}' for a failed scan in the history", async () => {
    const user = await app.newUser({ credits: 1 });
    const id = await scanThroughApi(user.client, corruptPdf().bytes, "damaged.pdf");
    const scan = scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body);
    expect(scan.status).toBe("failed");
    expect(scan.completedAt).not.toBeNull();

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/history`);
    const row = page.getByRole("listitem").filter({ hasText: "damaged.pdf" });
    await row.waitFor();
    await row.getByText(/Error:/).waitFor();
    expect(await row.textContent()).not.toMatch(/Completed \d/);
    await page.context().close();
  }, 120_000);
});
