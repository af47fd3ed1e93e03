// The Send to Autodesk Build card as the browser tests drive it against the fake Autodesk: the app's settings that
// point it at the fake, and connecting, picking hub and project and mapping the log's types as a user does.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import type { FakeAutodesk } from "../../fakes/autodesk/fake-autodesk";

/** The app's Autodesk settings for the fake: its client, a token key of the file's own, its address. */
export function autodeskAppEnv(fake: FakeAutodesk): Record<string, string> {
  return {
    AUTODESK_CLIENT_ID: fake.clientId,
    AUTODESK_CLIENT_SECRET: fake.clientSecret,
    AUTODESK_TOKEN_KEY: randomBytes(32).toString("hex"),
    AUTODESK_BASE_URL: fake.url,
  };
}

export const autodeskCard = (page: Page): Locator => page.getByRole("region", { name: "Send to Autodesk Build" });

/** The mapping a user gives for the test register's type the fake's default item types lack. */
export const AUTODESK_TEST_MAPPING = [{ from: "Certificates", to: "Test Reports" }];

/**
 * Connect Autodesk through the fake's authorize page, pick its hub and project (the first ones, Riverside Clinic) and
 * map the register's unmatched type; `atPicker` runs while the hub and project picker is shown, `atMapping` while
 * the mapping form is.
 */
export async function connectAndMapAutodesk(
  page: Page,
  steps: { atPicker?: () => Promise<void>; atMapping?: () => Promise<void> } = {},
): Promise<void> {
  const card = autodeskCard(page);
  await card.getByRole("link", { name: "Connect Autodesk" }).click();
  await page
    .getByRole("heading", { name: "Allow Submittal Scanner to access your Autodesk account" })
    .waitFor({ timeout: 60_000 });
  await page.getByRole("link", { name: "Allow" }).click();
  await page.waitForURL(/\/results\/.*autodesk=connected/, { timeout: 60_000 });

  await card.getByLabel("Autodesk hub").waitFor({ timeout: 60_000 });
  await steps.atPicker?.();
  await card.getByRole("button", { name: "Use This Project" }).click({ timeout: 60_000 });
  await card.getByText("Sending to Riverside Clinic").waitFor({ timeout: 60_000 });
  const mapping = page.getByRole("form", { name: "Match your types to Autodesk Build's" });
  await mapping.waitFor({ timeout: 60_000 });
  await steps.atMapping?.();
  for (const { from, to } of AUTODESK_TEST_MAPPING) await mapping.getByLabel(from).selectOption(to);
  await mapping.getByRole("button", { name: "Save Type Mapping" }).click();
}
