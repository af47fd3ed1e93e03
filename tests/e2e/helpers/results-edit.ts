// Editing the log on the results page as a user does, for the browser tests that change items between two sends.
import type { Page } from "playwright-core";

/** Opens an item's editor from the list (searched for, the list only mounts rows near the viewport) and retitles it. */
export async function retitle(page: Page, description: string, next: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search submittals" }).fill(description);
  await page.getByRole("button", { name: `Edit "${description}"` }).click();
  const editor = page.getByRole("form", { name: /Edit submittal \d+/ });
  await editor.getByLabel("Description").fill(next);
  await editor.getByRole("button", { name: "Done Editing" }).click();
  await editor.waitFor({ state: "detached" });
  await page.getByRole("button", { name: `Edit "${next}"` }).waitFor();
}
