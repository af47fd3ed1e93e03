// The shared checkbox in a real browser with the app's built stylesheet: unchecked, checked and indeterminate in
// both themes, and a 'Select All' box over two items that shows the mixed state the way a division header does.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { WEB_DIR } from "./helpers/app-server";
import { launchBrowser } from "./helpers/browser";
import { screenshot } from "./helpers/screenshot";

// Kept as a string so this Node-typed test needs no DOM types; bundled with the web tsconfig's `@/` paths.
const FIXTURE = `
import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import { Checkbox } from "@/components/ui/checkbox";

function Row({ label, ...props }) {
  const id = label.replace(/\\W+/g, "-");
  return h("div", { className: "flex items-center gap-2" }, h(Checkbox, { id, ...props }), h("label", { htmlFor: id, className: "text-sm" }, label));
}

function SelectAll() {
  const [items, setItems] = useState([true, true]);
  const selected = items.filter(Boolean).length;
  const all = selected === items.length ? true : selected === 0 ? false : "indeterminate";
  return h("div", { className: "space-y-2" },
    h(Row, { label: "Select All in 03 - Concrete", checked: all, onCheckedChange: () => setItems(items.map(() => all !== true)) }),
    ...items.map((on, i) => h(Row, { key: i, label: "Item " + (i + 1), checked: on, onCheckedChange: (v) => setItems(items.map((x, j) => (j === i ? v === true : x))) })),
  );
}

createRoot(document.getElementById("root")).render(
  h("div", { className: "flex flex-wrap gap-10 bg-card p-6 text-card-foreground" },
    h("div", { className: "space-y-2" },
      h(Row, { label: "Unchecked", checked: false }),
      h(Row, { label: "Checked", checked: true }),
      h(Row, { label: "Indeterminate", checked: "indeterminate" }),
      h(Row, { label: "Disabled", checked: true, disabled: true }),
    ),
    h(SelectAll),
    h("span", { "data-probe": "primary", className: "sr-only bg-primary text-primary-foreground" }, "probe"),
  ),
);
`;

let browser: Browser;
let script: string;
let css: string;

beforeAll(async () => {
  const bundled = await build({
    stdin: { contents: FIXTURE, loader: "jsx", resolveDir: resolve("src/web") },
    bundle: true,
    write: false,
    format: "iife",
    jsx: "automatic",
    tsconfig: resolve("tsconfig.web.json"),
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  script = bundled.outputFiles[0]?.text ?? "";
  const assets = join(WEB_DIR, "assets");
  const stylesheet = readdirSync(assets).find((f) => f.endsWith(".css"));
  if (!stylesheet) throw new Error(`No stylesheet in ${assets}: run \`npm run build:web\` first`);
  css = readFileSync(join(assets, stylesheet), "utf8");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function fixturePage(theme: "light" | "dark"): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 480, height: 160 } });
  await page.setContent(`<!doctype html><html class="${theme}"><head></head><body><div id="root"></div></body></html>`);
  await page.addStyleTag({ content: css });
  await page.addScriptTag({ content: script });
  await page.getByRole("checkbox", { name: "Unchecked", exact: true }).waitFor();
  return page;
}

/** Computed colours as "rgb(…)" strings (the test is type-checked without DOM types, hence the string expression). */
function computed(page: Page, selector: string, property: "backgroundColor" | "color" | "display"): Promise<string> {
  return page.evaluate<string>(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`);
}

function iconDisplay(page: Page, id: string, icon: "check" | "minus"): Promise<string> {
  return computed(page, `#${id} svg.lucide-${icon}`, "display").catch(() => "absent");
}

describe("Checkbox", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`shows checked with a check and indeterminate with a dash, on the primary colour, in the ${theme} theme`, async () => {
      const page = await fixturePage(theme);
      const primary = await computed(page, "[data-probe=primary]", "backgroundColor");
      const onPrimary = await computed(page, "[data-probe=primary]", "color");
      const card = await computed(page, "#root > div", "backgroundColor");

      expect(await page.getByRole("checkbox", { name: "Unchecked", exact: true }).getAttribute("aria-checked")).toBe(
        "false",
      );
      expect(await page.getByRole("checkbox", { name: "Checked", exact: true }).getAttribute("aria-checked")).toBe(
        "true",
      );
      expect(
        await page.getByRole("checkbox", { name: "Indeterminate", exact: true }).getAttribute("aria-checked"),
      ).toBe("mixed");

      for (const id of ["Checked", "Indeterminate"]) {
        expect(await computed(page, `#${id}`, "backgroundColor")).toBe(primary);
        expect(await computed(page, `#${id}`, "color")).toBe(onPrimary);
      }
      expect(await computed(page, "#Unchecked", "backgroundColor")).not.toBe(primary);
      expect(primary).not.toBe(card);

      expect(await iconDisplay(page, "Checked", "check")).toBe("block");
      expect(await iconDisplay(page, "Checked", "minus")).toBe("none");
      expect(await iconDisplay(page, "Indeterminate", "check")).toBe("none");
      expect(await iconDisplay(page, "Indeterminate", "minus")).toBe("block");
      // The mark stays in the page (mounting it on each change forced a style recalculation) but is not displayed.
      expect(await iconDisplay(page, "Unchecked", "check")).toBe("none");
      expect(await iconDisplay(page, "Unchecked", "minus")).toBe("none");

      await screenshot(page, `checkbox-states-${theme}`, { fullPage: false });
      await page.close();
    });
  }

  it("reads as mixed while some items are selected, and selects them all when ticked, by mouse or keyboard", async () => {
    const page = await fixturePage("dark");
    const all = page.getByRole("checkbox", { name: "Select All in 03 - Concrete" });
    const first = page.getByRole("checkbox", { name: "Item 1" });
    expect(await all.getAttribute("aria-checked")).toBe("true");

    await first.click();
    expect(await first.getAttribute("aria-checked")).toBe("false");
    expect(await all.getAttribute("aria-checked")).toBe("mixed");
    await screenshot(page, "checkbox-select-all-mixed-dark", { fullPage: false });

    await all.focus();
    await page.keyboard.press("Space");
    expect(await all.getAttribute("aria-checked")).toBe("true");
    expect(await first.getAttribute("aria-checked")).toBe("true");

    await all.click();
    expect(await all.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("checkbox", { name: "Item 2" }).getAttribute("aria-checked")).toBe("false");
    await page.close();
  });
});
