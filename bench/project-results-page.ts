// Benchmark: the results page of a project whose register has 2,000 items with change marks, with two members working
// in it at once. Starts the real server (PGlite) with the built SPA, scans a real PDF, saves a 2,000-item register
// over it, uploads a revised issue into the project (whose comparison marks every item), shares the project with an
// editor, then drives Debian's chromium (one context per user) in two rounds: in the first the editor keeps editing
// and saving the log while the owner loads the page and times, from the click to the next painted frame,
// include/exclude in the combined log, opening the editor and "Show more" of the changes; in the second the two swap.
// Prints the figures per user, and the other's saves (click to saved) meanwhile; the target is 100 ms per action.
// Run: npm run --silent bench:project-page
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import type { ScanDetail } from "../src/contract/scans";
import type { HttpClient } from "../tests/integration/helpers/http-client";
import { makeBenchRegister } from "./results-page-register";
import { startTestServer } from "../tests/integration/helpers/test-server";
import { addMember } from "../src/server/projects/membership/member-records";
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

/** The buttons of the save bar, while a save is waiting or running. */
const SAVE_PENDING = `[...document.querySelectorAll("button")].some((b) => /^(Save Changes|Saving)/.test(b.textContent))`;

async function openLog(context: BrowserContext, url: string): Promise<{ page: Page; loadMs: number }> {
  const page = await context.newPage();
  const loadStart = Date.now();
  await page.goto(url);
  await page.getByText(`of ${ITEMS} submittals selected for export`).waitFor({ timeout: 120_000 });
  await page.getByRole("heading", { name: "Changes from new documents" }).waitFor();
  return { page, loadMs: Date.now() - loadStart };
}

type Timings = { loadMs: number; toggles: number[]; edits: number[]; more: number[] };

/** Loads the log and times its actions, as the first benchmark of this page did with one user. */
async function measure(context: BrowserContext, url: string): Promise<Timings> {
  const { page, loadMs } = await openLog(context, url);
  const toggles: number[] = [];
  for (let i = 0; i < ROUNDS; i++) toggles.push(await timeClick(page, { selector: '[aria-label^="Include"]', nth: 1 }));
  const edits: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    edits.push(await timeClick(page, { selector: '[aria-label^="Edit"]', nth: 2 }));
    await page.getByRole("button", { name: "Cancel" }).click();
  }
  const more: number[] = [];
  // A smaller register (BENCH_ITEMS) may run out of changes to show.
  const hasMore = () => page.getByRole("button", { name: /^Show more/ }).count();
  for (let i = 0; i < ROUNDS && (await hasMore()) > 0; i++) more.push(await timeClick(page, { text: "Show more" }));
  await page.close();
  return { loadMs, toggles, edits, more };
}

/**
 * The other member at work until `stop()` holds: include/exclude an item far down the log, Save Changes, wait until
 * it is saved, a breath, again. Returns each save's time from the click until the save bar is gone.
 */
async function keepEditing(context: BrowserContext, url: string, stop: () => boolean): Promise<number[]> {
  const { page } = await openLog(context, url);
  const saves: number[] = [];
  while (!stop()) {
    await timeClick(page, { selector: '[aria-label^="Include"]', nth: 5 }, SAVE_PENDING);
    saves.push(await timeClick(page, { text: "Save Changes" }, `!(${SAVE_PENDING})`));
    await new Promise((r) => setTimeout(r, 300));
  }
  await page.close();
  return saves;
}

/** `measured` loads the log and times its actions while `editing` keeps saving it. */
async function round(measured: BrowserContext, editing: BrowserContext, url: string) {
  let done = false;
  const saving = keepEditing(editing, url, () => done);
  // Awaited below; the handler keeps an early failure from ending the process before then.
  saving.catch(() => null);
  // The editing member's page first, so that the measured one loads while saves are under way.
  await new Promise((r) => setTimeout(r, 2000));
  try {
    const timings = await measure(measured, url);
    done = true;
    return { timings, saves: await saving };
  } finally {
    done = true;
    await saving.catch(() => null);
  }
}

async function signedInContext(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string, client: HttpClient) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const host = new URL(url).hostname;
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })));
  return context;
}

function report(who: string, other: string, { timings, saves }: Awaited<ReturnType<typeof round>>): void {
  console.log(`  ${who}, while ${other} edits and saves the log:`);
  console.log(`    load to the log shown:        ${timings.loadMs} ms`);
  console.log(`    include/exclude (log):        ${fmt(timings.toggles)}`);
  console.log(`    open the editor (log):        ${fmt(timings.edits)}`);
  console.log(`    show more changes (+100):     ${fmt(timings.more)}`);
  console.log(`    ${`${other}'s saves meanwhile:`.padEnd(30)}${saves.length > 0 ? fmt(saves) : "none finished"}`);
}

async function main(): Promise<void> {
  if (!existsSync(resolve(WEB_DIR, "index.html"))) execFileSync("npm", ["run", "build:web"], { stdio: "inherit" });
  const server = await startTestServer({ webDir: WEB_DIR });
  const user = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
  const editor = await registerUser(server, { firstName: "Dana", lastName: "Lee" });
  const admin = await makeAdmin(server);
  await admin.client.post("/api/admin/credits/add", { userId: user.user.id, credits: 5, reason: "benchmark" });
  const firstId = await scan(user.client);
  const saved = await user.client.patch(`/api/scans/${firstId}`, { extractedData: makeBenchRegister(ITEMS) });
  if (saved.status !== 200) throw new Error(`saving the register failed: ${saved.status}`);
  const projectId = (await user.client.get<ScanDetail>(`/api/scans/${firstId}`)).body.projectId!;
  await scan(user.client, `?projectId=${projectId}&kind=revision`);
  const changes = (await user.client.get<unknown[]>(`/api/projects/${projectId}/changes`)).body.length;
  // The editor joins as an accepted invitation makes them a member.
  await addMember(server.db, projectId, editor.user.id, "editor");

  const browser = await launchBrowser();
  try {
    const url = `${server.url}/results/${firstId}`;
    const owner = await signedInContext(browser, server.url, user.client);
    const member = await signedInContext(browser, server.url, editor.client);
    const first = await round(owner, member, url);
    const second = await round(member, owner, url);
    console.log(
      `Project results page, ${ITEMS} items in the log, ${changes} change marks from a revised issue, two members at once:`,
    );
    report("Owner (Ada Okafor)", "the editor", first);
    report("Editor (Dana Lee)", "the owner", second);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
