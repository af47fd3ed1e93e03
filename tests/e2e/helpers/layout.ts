// Layout checks that screenshots alone would leave to a human eye.

import type { Page } from "playwright-core";

/**
 * Visible elements that reach past the right edge of the viewport, as "tag.class" strings (empty when the page fits).
 * Catches content that is only hidden by an ancestor's `overflow: hidden`, which scrollWidth would not reveal.
 */
export function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll("body *")]
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.right > window.innerWidth + 1;
    })
    .slice(0, 10)
    .map((el) => el.tagName.toLowerCase() + "." + String(el.className).split(" ").slice(0, 4).join("."))`);
}
