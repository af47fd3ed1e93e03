// Saves full-page screenshots under tests/artifacts/ (git-ignored) for people to look at after a run.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import type { Page } from "playwright-core";

export const ARTIFACTS_DIR = fileURLToPath(new URL("../../artifacts/", import.meta.url));

/** `fullPage: false` captures only the viewport (fixed overlays such as sheets are viewport-sized). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, "-")}.png`);
  // Wait for web fonts and the last layout before capturing, so images are stable.
  await page.evaluate(`document.fonts.ready.then(() => true)`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: "disabled" });
  return path;
}
