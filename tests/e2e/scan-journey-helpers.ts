// Browser and account set-up for the scanning journeys: Debian's chromium, a page signed in through the API's cookie.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import type { HttpClient } from "../integration/helpers/http-client";
import type { TestServer } from "../integration/helpers/test-server";
import { makeAdmin } from "../integration/helpers/users";

/** The built SPA; E2E_WEB_DIR points elsewhere when a build is kept outside the checkout. */
export const WEB_DIR = resolve(process.env.E2E_WEB_DIR ?? "dist/web");

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(resolve(WEB_DIR, "index.html"))) throw new Error("Build the web app first (npm run build:web)");
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A new browser context carrying the API client's session cookie, and a page in it. */
export async function signedInPage(
  browser: Browser,
  server: Pick<TestServer, "url">,
  client: HttpClient,
  options: { width?: number; height?: number; theme?: "light" | "dark" } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    acceptDownloads: true,
  });
  const { hostname } = new URL(server.url);
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, domain: hostname, path: "/" })));
  if (options.theme) {
    await context.addInitScript(`window.localStorage.setItem("theme", ${JSON.stringify(options.theme)})`);
  }
  return context.newPage();
}

/** Credits through the super-admin's API, the way an operator grants them. */
export async function grantCredits(server: TestServer, userId: string, credits: number): Promise<void> {
  const admin = await makeAdmin(server);
  const res = await admin.client.post("/api/admin/credits/add", { userId, credits, reason: "browser test" });
  if (res.status !== 200 && res.status !== 201) throw new Error(`granting credits failed: ${res.status}`);
}

/** Uploads one PDF through the API and waits until its scan is no longer processing; returns the scan id. */
export async function scanThroughApi(client: HttpClient, pdf: Uint8Array, fileName: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([pdf], { type: "application/pdf" }), fileName);
  const created = await client.fetch("/api/scans", { method: "POST", body: form });
  if (created.status !== 201) throw new Error(`upload failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (let attempt = 0; attempt < 240; attempt++) {
    const scan = await client.get<{ status: string }>(`/api/scans/${id}`);
    if (scan.body.status !== "processing") return id;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`scan ${id} still processing after 60 s`);
}
