// The landing page and the legal pages as a signed-out visitor sees them, on a phone and a desktop, light and dark.
import { describe, expect, it } from "vitest";
import { CREDIT_PACKAGES } from "../../src/contract/credits";
import { VIEWPORTS } from "./helpers/browser";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();

describe("landing page", () => {
  it("shows the sections, the demo scan, pricing and the legal links", async () => {
    const page = await app.newPage();
    await page.goto(app.server.url);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1 }).waitFor();

    expect(await page.locator("#features").count()).toBe(1);
    expect(await page.locator("#pricing").count()).toBe(1);
    const steps = page.locator("#how-it-works ol > li");
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringContaining("Upload"),
      expect.stringContaining("AI processing"),
      expect.stringContaining("Review results"),
      expect.stringContaining("Export to Excel"),
    ]);

    const demo = page.getByLabel("Example scan");
    const demoText = await demo.innerText();
    for (const text of ["42 pages", "2.4 MB", "Completed", "03 Concrete", "8 items", "05 Metals", "12 items"]) {
      expect(demoText).toContain(text);
    }
    expect(demoText).toContain("09 Finishes");
    expect(demoText).toContain("15 items");
    await demo.getByRole("link", { name: "Export to Excel" }).waitFor();

    const pricing = await page.locator("#pricing").innerText();
    expect(pricing).toContain("$5 per 50 MB");
    expect(pricing).toContain("Most Popular");
    for (const text of ["250 MB", "50+ scans", "Accuracy guarantee", "Secure processing", "Email support"]) {
      expect(pricing).toContain(text);
    }
    for (const pkg of CREDIT_PACKAGES) expect(pricing).toContain(`$${pkg.price}`);

    expect(await page.getByRole("contentinfo").innerText()).toContain("© 2025");
    await page.getByRole("link", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await page.goBack();
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await page.getByRole("heading", { name: "Create Your Account" }).waitFor();
    await page.context().close();
  });

  it("links to privacy and terms pages that lead back home", async () => {
    const page = await app.newPage();
    await page.goto(app.server.url);
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    const privacy = await page.getByRole("main").innerText();
    expect(privacy).toContain("45 days");
    expect(privacy).toContain("under 13");
    expect(privacy).toContain("180 days");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.getByRole("link", { name: "Terms of Use" }).click();
    await page.getByRole("heading", { name: "Terms of Use", level: 1 }).waitFor();
    const terms = await page.getByRole("main").innerText();
    expect(terms).toContain("non-refundable");
    expect(terms).toContain("30 days");
    expect(terms).toContain("180 days");
    expect(terms).toContain("18 years");
    await page.context().close();
  });

  it("shows the not-found page for an unknown path", async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/no-such-page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ["light", "dark"] as const) {
      it(`fits a ${viewport.width} px screen in the ${theme} theme`, async () => {
        const page = await app.newPage({ viewport, theme });
        await page.goto(app.server.url);
        await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
        await screenshot(page, `landing-${size}-${theme}`);
        expect(await elementsPastRightEdge(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
