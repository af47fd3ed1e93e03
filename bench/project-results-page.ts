// Benchmark: the results page of a project whose register has 2,000 items with change marks. Starts the real server
// (PGlite) with the built SPA, scans a real PDF, saves a 2,000-item register over it, uploads a revised issue into
// the project (whose comparison marks every item), then drives Debian's chromium and times, from the click to the
// next painted frame: include/exclude in the combined log, opening the editor and "Show more" of the changes. Prints
// the figures; the target is 100 ms per action.
// Run: npm run --silent bench:project-page
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import type { ScanDetail } from "../src/contract/scans";
import type { HttpClient } from "../tests/integration/helpers/http-client";
import { makeBenchRegister } from "./results-page-register";
import { startTestServer } from "../tests/integration/helpers/test-server";
import { makeAdmin, registerUser } from "../tests/integration/helpers/users";
import { WEB_DIR } from "../tests/e2e/helpers/app-server";
import { launchBrowser } from "../tests/e2e/helpers/browser";
import { SPEC_PDFS, writeSpecPdfs } from "../tests/fixtures/specs/write-spec-pdfs";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const ROUNDS = 10;
const PDF = join(await writeSpecPdfs(), SPEC_PDFS.metalRailings.file);

/** Time from a click on the `nth` match of `selector` (or the button whose text is `text`) until `done()` holds in a painted frame. */
async function timeClick(page: Page, target: { selector?: string; text?: string; nth?: number }, done = "true") {
  const script = `(async () => {
    const all = ${target.text ? `[...document.querySelectorAll("button")].filter((b) => b.textContent.startsWith(${JSON.stringify(target.text)}))` : `[...document.querySelectorAll(${JSON.stringify(target.selector)})]`};
    const el = all[${target.nth ?? 0}];
    if (!el) throw new Error("nothing to click for " + ${JSON.stringify(JSON.stringify(target))});
    const start = performance.now();
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const done = () => ${done};
    do {
      await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 0)));
      if (performance.now() - start > 60000) throw new Error("the page did not answer: " + [...document.querySelectorAll("[aria-live=polite]")].map((n) => n.textContent).join(" | "));
    } while (!done());
    return performance.now() - start;
  })()`;
  return Number(await page.evaluate(script));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} runs)`;

async function scan(client: HttpClient, query = ""): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([readFileSync(PDF)], { type: "application/pdf" }), "Bench Book.pdf");
  const created = await client.fetch(`/api/scans${query}`, { method: "POST", body: form });
  if (created.status !== 201) throw new Error(`upload failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (let i = 0; i < 240; i++) {
    const detail = await client.get<ScanDetail>(`/api/scans/${id}`);
    if (detail.body.status === "completed") return id;
    if (detail.body.status === "failed") throw new Error(`scan failed: ${detail.body.errorMessage}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the scan did not complete");
}

async function main(): Promise<void> {
  if (!existsSync(resolve(WEB_DIR, "index.html"))) execFileSync("npm", ["run", "build:web"], { stdio: "inherit" });
  const server = await startTestServer({ webDir: WEB_DIR });
  const user = await registerUser(server);
  const admin = await makeAdmin(server);
  await admin.client.post("/api/admin/credits/add", { userId: user.user.id, credits: 5, reason: "benchmark" });
  const firstId = await scan(user.client);
  const saved = await user.client.patch(`/api/scans/${firstId}`, { extractedData: makeBenchRegister(ITEMS) });
  if (saved.status !== 200) throw new Error(`saving the register failed: ${saved.status}`);
  const projectId = (await user.client.get<ScanDetail>(`/api/scans/${firstId}`)).body.projectId!;
  await scan(user.client, `?projectId=${projectId}&kind=revision`);
  const changes = (await user.client.get<unknown[]>(`/api/projects/${projectId}/changes`)).body.length;

  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const host = new URL(server.url).hostname;
    await context.addCookies(
      [...user.client.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })),
    );
    const page = await context.newPage();
    const loadStart = Date.now();
    await page.goto(`${server.url}/results/${firstId}`);
    await page.getByText(`of ${ITEMS} submittals selected for export`).waitFor({ timeout: 60_000 });
    await page.getByRole("heading", { name: "Changes from new documents" }).waitFor();
    const loadMs = Date.now() - loadStart;

    const toggles: number[] = [];
    for (let i = 0; i < ROUNDS; i++)
      toggles.push(await timeClick(page, { selector: '[aria-label^="Include"]', nth: 1 }));
    const edits: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      edits.push(await timeClick(page, { selector: '[aria-label^="Edit"]', nth: 2 }));
      await page.getByRole("button", { name: "Cancel" }).click();
    }
    const more: number[] = [];
    for (let i = 0; i < ROUNDS; i++) more.push(await timeClick(page, { text: "Show more" }));
    console.log(`Project results page, ${ITEMS} items in the log, ${changes} change marks from a revised issue:`);
    console.log(`  load to the log shown:        ${loadMs} ms`);
    console.log(`  include/exclude (log):        ${fmt(toggles)}`);
    console.log(`  open the editor (log):        ${fmt(edits)}`);
    console.log(`  show more changes (+100):     ${fmt(more)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
