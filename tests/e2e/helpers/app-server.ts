// The real app for browser tests: the API server on 127.0.0.1 with a fresh database, serving the built SPA.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from "../../integration/helpers/test-server";

/** The built SPA; E2E_WEB_DIR points at a build kept outside the checkout (so a test run never clobbers dist/). */
export const WEB_DIR = resolve(process.env.E2E_WEB_DIR ?? "dist/web");

export { TEST_ADMIN_EMAIL, type TestServer };

/** `dataDir`: a data folder the caller keeps (and removes), so a server started again on it finds the same database. */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<TestServer> {
  if (!existsSync(resolve(WEB_DIR, "index.html"))) {
    throw new Error(`No built web app in ${WEB_DIR}: run \`npm run build:web\` first`);
  }
  return startTestServer({ webDir: WEB_DIR, env, dataDir: options.dataDir });
}
