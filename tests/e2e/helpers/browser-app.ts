// The set-up every browser test file shares: the app on loopback with a fresh database and chromium, started before
// the file's tests and closed after them, with the ways a test opens a page in it, and a restart on the same data.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { HttpClient } from "../../integration/helpers/http-client";
import { registerUser, type SignedInUser } from "../../integration/helpers/users";
import { startAppServer, type TestServer } from "./app-server";
import { launchBrowser, newPage, signedInPage, type PageOptions } from "./browser";
import { registerAndLogin, type Credentials } from "./login";
import { grantCredits } from "./scans";
import type { CurrentUser } from "../../../src/contract/auth";

export type BrowserApp = {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A page in a new, signed-out browser context. */
  newPage(options?: PageOptions): Promise<Page>;
  /** A page in a new context signed in as the API client's session. */
  signedInPage(client: HttpClient, options?: PageOptions): Promise<Page>;
  /** A new account registered through the API (its client holds the session), with credits granted by the admin. */
  newUser(options?: { credits?: number; firstName?: string; lastName?: string }): Promise<SignedInUser>;
  /** A new account, signed in in a new context, on its dashboard. */
  newUserOnDashboard(
    options?: PageOptions & { firstName?: string; lastName?: string },
  ): Promise<{ page: Page; account: Credentials & { user: CurrentUser } }>;
  /**
   * Stops the app as a shutdown does (unless it is stopped already) and starts it again on the same database,
   * address, settings and session secret: a page reloaded afterwards is still signed in. `server` is the new one.
   */
  restartServer(): Promise<void>;
};

/**
 * Registers the file's beforeAll/afterAll that start and stop the app and the browser. `env` is read when the app
 * starts, so it may name servers that an earlier beforeAll of the file started (an SMTP inbox, a fake Stripe).
 */
export function useBrowserApp(env: Record<string, string> | (() => Record<string, string>) = {}): BrowserApp {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let settings: Record<string, string> = {};
  // The file's own data folder (not the test server's throwaway one), so a restart finds the same database.
  let dataDir: string | undefined;
  beforeAll(async () => {
    settings = typeof env === "function" ? env() : env;
    dataDir = mkdtempSync(join(tmpdir(), "browser-app-"));
    server = await startAppServer(settings, { dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is only there inside the file's tests`);
    return value;
  };
  const app: BrowserApp = {
    get server() {
      return started(server, "app server");
    },
    get browser() {
      return started(browser, "browser");
    },
    newPage: (options) => newPage(app.browser, options),
    signedInPage: (client, options) => signedInPage(app.browser, app.server.url, client, options),
    newUser: async ({ credits = 0, ...profile } = {}) => {
      const user = await registerUser(app.server, profile);
      if (credits > 0) await grantCredits(app.server, user.user.id, credits);
      return user;
    },
    newUserOnDashboard: async ({ firstName, lastName, ...options } = {}) => {
      const page = await newPage(app.browser, options);
      const account = await registerAndLogin(page, app.server.url, { firstName, lastName });
      await page.goto(app.server.url);
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
      return { page, account };
    },
    restartServer: async () => {
      const stopped = app.server;
      await stopped.close();
      server = await startAppServer(
        { ...settings, PORT: new URL(stopped.url).port, SESSION_SECRET: stopped.config.sessionSecret },
        { dataDir },
      );
    },
  };
  return app;
}
