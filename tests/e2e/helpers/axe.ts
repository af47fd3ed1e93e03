// axe-core run inside the page under test: the package's own script is evaluated in the page (the app's CSP does not
// apply to evaluation through the browser's protocol), then asked for the violations that matter to users.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What the suites refuse: everything from moderate up (axe's "minor" findings are left to review). */
const REFUSED_IMPACTS = ["moderate", "serious", "critical"];

export type AxeFinding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Waits for running finite animations and transitions (a theme switch fades colours) so contrast is read at rest.
 * The wait is bounded: on a loaded machine an animation of an element the page replaced can stay pending without ever
 * finishing (a results page's export dialog once held a whole audit until its test's limit), and axe reads the page
 * as it stands after that.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(`Promise.race([
    Promise.all(
      document.getAnimations()
        .filter((a) => a.playState === "running" && a.effect && a.effect.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
    new Promise((done) => setTimeout(done, 3000)),
  ]).then(() => new Promise((done) => {
    // requestAnimationFrame does not fire while the page is not rendering; the timer ends the wait then.
    const timer = setTimeout(done, 500);
    requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(timer); done(); }));
  }))`);
}

/**
 * The page's moderate, serious and critical axe violations, as rule, impact and up to five offending elements.
 * Includes the check that a control's accessible name contains its visible text (off by default in axe).
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(`typeof window.axe === "object"`))) await page.evaluate(AXE_SOURCE);
  await settled(page);
  return page.evaluate<AxeFinding[]>(`axe
    .run(document, { resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .then((result) => result.violations
      .filter((v) => ${JSON.stringify(REFUSED_IMPACTS)}.includes(v.impact))
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ") + " :: " + (n.failureSummary || "").split("\\n").slice(1, 2).join("").trim()),
      })))`);
}

export type Theme = "light" | "dark";
export const THEMES: readonly Theme[] = ["light", "dark"];

/** Switches the open page's theme the way the app stores it (class on <html>, remembered in localStorage). */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(`(() => {
    window.localStorage.setItem("theme", ${JSON.stringify(theme)});
    document.documentElement.classList.toggle("dark", ${theme === "dark"});
  })()`);
}

/** The violations of the page as it stands, in the light and then the dark theme, keyed "state (theme)". */
export async function violationsInBothThemes(page: Page, state: string): Promise<Record<string, AxeFinding[]>> {
  const found: Record<string, AxeFinding[]> = {};
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    const violations = await axeViolations(page);
    if (violations.length > 0) found[`${state} (${theme})`] = violations;
  }
  return found;
}
