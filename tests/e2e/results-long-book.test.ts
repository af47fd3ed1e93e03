// A 2,000-submittal book on the results page: only rows near the viewport are mounted, every item is still reachable
// by scrolling, and include/exclude reacts quickly and counts right.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { makeBenchRegister } from "../../bench/results-page-register";
import { scanThroughApi } from "./helpers/scans";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { useBrowserApp } from "./helpers/browser-app";

const ITEMS = 2000;

const app = useBrowserApp();

describe("results page with 2,000 submittals", () => {
  it("virtualizes the list and stays responsive", async () => {
    const user = await app.newUser({ credits: 1 });
    const pdf = readFileSync(specPdf("metalRailings"));
    const scanId = await scanThroughApi(user.client, pdf, "Long Book.pdf");
    const saved = await user.client.patch(`/api/scans/${scanId}`, { extractedData: makeBenchRegister(ITEMS) });
    expect(saved.status).toBe(200);

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${scanId}`);
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor({ timeout: 60_000 });
    const mounted = await page.getByRole("switch", { name: /^Include/ }).count();
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(100);

    // Time from click to the next frame, measured in the page; generous for a shared two-core CI machine, but far
    // below what re-rendering 2,000 rows costs.
    const toggleMs = Number(
      await page.evaluate(`(async () => {
        const box = document.querySelector('[aria-label^="Include"]');
        const start = performance.now();
        box.click();
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        return performance.now() - start;
      })()`),
    );
    await page.getByText(`${ITEMS - 1} of ${ITEMS} submittals selected for export`).waitFor();
    expect(toggleMs).toBeLessThan(500);

    // The last division's last item is reachable by scrolling.
    await page.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    await page.getByText(/^Item 1995:/).waitFor();
    await page.screenshot({ path: resolve("tests/artifacts/results-long-book-1440-light.png") });

    // Back at the top: the partly selected first division is re-included whole, then excluded whole.
    await page.evaluate("window.scrollTo(0, 0)");
    const general = page.getByRole("checkbox", { name: "Select All in 01 - General Requirements" });
    await general.click();
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor();
    await general.click();
    const inGeneral = makeBenchRegister(ITEMS).submittals.filter(
      (s) => s.division === "01 - General Requirements",
    ).length;
    await page.getByText(`${ITEMS - inGeneral} of ${ITEMS} submittals selected for export`).waitFor();
    await page.context().close();
  }, 180_000);
});
