// Debian's chromium driven by playwright-core: one browser per test file, a fresh context per page.
import { chromium, type Browser, type Page } from "playwright-core";
import type { HttpClient } from "../../integration/helpers/http-client";

import { CHROMIUM_PATH } from "../../test-environment";

export { CHROMIUM_PATH };

// No sandbox (containers), no GPU, and nothing that phones home: tests may only talk to loopback.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export type PageOptions = {
  viewport?: { width: number; height: number };
  /** Stored in localStorage before the app runs, as if the user had picked it earlier. */
  theme?: "light" | "dark";
};

/** A page in a new, isolated browser context (own cookies and storage; downloads are kept). */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? VIEWPORTS.desktop, acceptDownloads: true });
  if (options.theme) {
    await context.addInitScript(`window.localStorage.setItem("theme", ${JSON.stringify(options.theme)})`);
  }
  return context.newPage();
}

/** A page in a new context that carries an API client's session cookie: the browser is signed in as that client. */
export async function signedInPage(
  browser: Browser,
  appUrl: string,
  client: HttpClient,
  options: PageOptions = {},
): Promise<Page> {
  const page = await newPage(browser, options);
  const { hostname } = new URL(appUrl);
  await page
    .context()
    .addCookies([...client.cookies].map(([name, value]) => ({ name, value, domain: hostname, path: "/" })));
  return page;
}
