// Layout checks that screenshots alone would leave to a human eye.

import type { Locator, Page } from "playwright-core";

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

/**
 * Where the element's text wraps in the middle of a word: for each line break whose last character before it is not
 * a space, the characters around it as "before|after" (empty when every line ends at a space). A name of one
 * unbreakable run may still wrap anywhere; this is for names with spaces, which must wrap between their words.
 */
export function breaksInsideWords(element: Locator): Promise<string[]> {
  // Built from text because this file is type-checked without the DOM library; the browser runs it with the element.
  const inBrowser = new Function(
    "root",
    `const chars = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (let i = 0; i < node.length; i++) chars.push({ node, i, ch: node.data[i] });
    }
    const found = [];
    let lastTop = null;
    let lastVisible = null;
    chars.forEach((c, k) => {
      const range = document.createRange();
      range.setStart(c.node, c.i);
      range.setEnd(c.node, c.i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || rect.width === 0) return;
      if (lastTop !== null && rect.top > lastTop + 2 && !/\\s/.test(lastVisible.ch) && !/\\s/.test(chars[k - 1].ch)) {
        const around = chars.slice(Math.max(0, k - 8), k + 8).map((x) => x.ch).join("");
        found.push(around.slice(0, Math.min(8, k)) + "|" + around.slice(Math.min(8, k)));
      }
      lastTop = rect.top;
      lastVisible = c;
    });
    return found;`,
  ) as (root: unknown) => string[];
  return element.evaluate(inBrowser);
}
