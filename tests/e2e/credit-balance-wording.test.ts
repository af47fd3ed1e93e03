// The balance reads as English on both screens that show it (product §2 and §4): "1 credit available",
// "2 credits available".
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();

/** The text of the line that holds the balance, e.g. "1 credit available". */
async function balanceLine(page: Page, path: string): Promise<string> {
  await page.goto(`${app.server.url}${path}`);
  const line = page.locator("p", { hasText: /\bavailable$/ }).first();
  await line.waitFor();
  return ((await line.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

describe("the credit balance's wording", () => {
  it("says 'credit' for one and 'credits' for more on Credits & Billing and on Scan Documents", async () => {
    const one = await app.newUser({ credits: 1 });
    const onePage = await app.signedInPage(one.client);
    expect(await balanceLine(onePage, "/billing")).toBe("1 credit available");
    expect(await balanceLine(onePage, "/scan")).toBe("1 credit available");
    await onePage.context().close();

    const two = await app.newUser({ credits: 2 });
    const twoPage = await app.signedInPage(two.client);
    expect(await balanceLine(twoPage, "/billing")).toBe("2 credits available");
    expect(await balanceLine(twoPage, "/scan")).toBe("2 credits available");
    await twoPage.context().close();
  }, 60_000);
});
