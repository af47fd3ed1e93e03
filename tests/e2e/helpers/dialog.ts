// Closing a dialog with Esc the way a person does: once it is open and has taken focus.

import type { Locator, Page } from "playwright-core";

/**
 * Waits until the dialog holds focus, presses Esc and waits until the dialog is gone. A dialog listens for Esc from
 * the moment it has mounted and moved focus into itself; a key pressed in the frame between it appearing and that
 * moment is lost (under load, one in many runs), which is not what a user who sees the dialog and then presses Esc
 * meets.
 */
export async function closeWithEscape(page: Page, dialog: Locator, timeout = 30_000): Promise<void> {
  await dialog.waitFor({ timeout });
  // Built from text because this file is type-checked without the DOM library; the browser runs it with the dialog.
  const holdsFocus = new Function(
    "dialog",
    `return new Promise((resolve) => {
      const check = () => (dialog.contains(document.activeElement) ? resolve(true) : setTimeout(check, 20));
      check();
    });`,
  ) as (dialog: unknown) => Promise<boolean>;
  await dialog.evaluate(holdsFocus, undefined, { timeout });
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached", timeout });
}
