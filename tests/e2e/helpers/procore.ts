// The Send to Procore panel as the browser tests drive it against the fake Procore: the app's settings that point it
// at the fake, and connecting and mapping the log's types as a user does.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import type { FakeProcore } from "../../fakes/procore/fake-procore";
import { PROCORE_TEST_MAPPING } from "../../fakes/procore/procore-register";

/** The app's Procore settings for the fake: its client, a token key of the file's own, its login and API address. */
export function procoreAppEnv(fake: FakeProcore): Record<string, string> {
  return {
    PROCORE_CLIENT_ID: fake.clientId,
    PROCORE_CLIENT_SECRET: fake.clientSecret,
    PROCORE_TOKEN_KEY: randomBytes(32).toString("hex"),
    PROCORE_LOGIN_URL: fake.url,
    PROCORE_API_URL: fake.url,
  };
}

export const procorePanel = (page: Page): Locator => page.getByRole("region", { name: "Send to Procore" });

/** Connect Procore through the fake's authorize page, pick the project and map the register's unmatched types;
 * `atMapping` runs while the mapping form is shown. */
export async function connectAndMap(page: Page, atMapping: () => Promise<void> = async () => {}): Promise<void> {
  const panel = procorePanel(page);
  await panel.getByRole("link", { name: "Connect Procore" }).click();
  await page.getByRole("heading", { name: "Authorize Submittal Scanner" }).waitFor({ timeout: 60_000 });
  await page.getByRole("link", { name: "Allow" }).click();
  await page.waitForURL(/\/results\/.*procore=connected/, { timeout: 60_000 });
  // The project list loads after the companies; a click made while the picker re-renders with them can be lost on a
  // loaded machine (once in CI the panel never left the picker), so the click is made again while the picker stays.
  const pick = panel.getByRole("button", { name: "Use This Project" });
  const picked = panel.getByText("Sending to Riverside Clinic");
  await page.locator("#procore-project option").first().waitFor({ state: "attached", timeout: 60_000 });
  for (let attempt = 1; ; attempt++) {
    await pick.click({ timeout: 60_000 });
    try {
      await picked.waitFor({ timeout: 20_000 });
      break;
    } catch (error) {
      if (attempt === 3 || !(await pick.isVisible())) throw error;
    }
  }
  const mapping = page.getByRole("form", { name: "Match your types to Procore's" });
  await mapping.waitFor({ timeout: 60_000 });
  await atMapping();
  for (const { from, to } of PROCORE_TEST_MAPPING) await mapping.getByLabel(from).selectOption(to);
  await mapping.getByRole("button", { name: "Save Type Mapping" }).click();
}
