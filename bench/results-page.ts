// Benchmark: how fast the Scan Results page reacts on a 2,000-submittal book. Starts the real server (PGlite) with the
// built SPA, scans a real PDF, saves a 2,000-item register over it through the API, then drives Debian's chromium and
// times include/exclude toggles, a division toggle, opening the editor, adding, deleting, undoing and redoing, splitting,
// selecting a range (shift-click), setting a type on it, merging it, searching, filtering by type and switching the
// grouping, works through the list by keyboard (↓ fifty times, Space to include/exclude), and rebases 200 unsaved edits
// onto a version with 200 other edits saved elsewhere (the pure merge, and "Merge Now" in the page). Prints the figures.
// Run: npm run build:web && npx tsx bench/results-page.ts
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { scanDetailSchema, type ScanDetail } from "../src/contract/scans";
import type { ExtractedData } from "../src/contract/submittal";
import { rebaseEdits, resolveRebase } from "../src/web/features/results/conflicts/rebase-edits";
import type { HttpClient } from "../tests/integration/helpers/http-client";
import { makeBenchRegister } from "./results-page-register";
import { startTestServer } from "../tests/integration/helpers/test-server";
import { makeAdmin, registerUser } from "../tests/integration/helpers/users";
import { WEB_DIR } from "../tests/e2e/helpers/app-server";
import { launchBrowser } from "../tests/e2e/helpers/browser";
import { SPEC_PDFS, writeSpecPdfs } from "../tests/fixtures/specs/write-spec-pdfs";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 2000);
const ROUNDS = 10;
// A real section printed from the repository's public-domain specifications (written on first use).
const PDF = join(await writeSpecPdfs(), SPEC_PDFS.metalRailings.file);

/**
 * Time from a click to the next painted frame, measured inside the page (React handles clicks synchronously). The
 * script is a string because this file is type-checked for Node, without the DOM library.
 */
async function timeClick(page: Page, selector: string, nth = 0, shiftKey = false): Promise<number> {
  const script = `(async () => {
    const el = document.querySelectorAll(${JSON.stringify(selector)})[${nth}];
    if (!el) throw new Error("no element for " + ${JSON.stringify(selector)});
    const start = performance.now();
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey: ${shiftKey} }));
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - start;
  })()`;
  return Number(await page.evaluate(script));
}

/**
 * Time from typing a search (or choosing a filter) to the frame in which the list shows the result: the list follows
 * the field a moment later (deferred), so the clock runs until the "N of M submittals match" line names `expected`.
 */
async function timeFind(page: Page, selector: string, value: string, expected: string): Promise<number> {
  const script = `(async () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el) throw new Error("no element for " + ${JSON.stringify(selector)});
    const proto = el.tagName === "SELECT" ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    const start = performance.now();
    Object.getOwnPropertyDescriptor(proto, "value").set.call(el, ${JSON.stringify(value)});
    el.dispatchEvent(new Event(el.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
    const matches = () => [...document.querySelectorAll("[aria-live=polite]")].some((n) => n.textContent.includes(${JSON.stringify(expected)}));
    while (!matches()) {
      await new Promise((done) => requestAnimationFrame(done));
      if (performance.now() - start > 5000) throw new Error("search did not finish");
    }
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - start;
  })()`;
  return Number(await page.evaluate(script));
}

/**
 * Times `presses` presses of `key` on the focused results list, each from the key to the next painted frame (the row
 * moved, or the item was included/excluded). The list's active row is where the last press left it.
 */
async function timeListKey(page: Page, key: string, presses: number): Promise<number[]> {
  const script = `(async () => {
    const list = document.querySelector('[role="treegrid"]');
    if (!list) throw new Error("no results list");
    list.focus();
    const times = [];
    for (let i = 0; i < ${presses}; i++) {
      const start = performance.now();
      list.dispatchEvent(new KeyboardEvent("keydown", { key: ${JSON.stringify(key)}, bubbles: true, cancelable: true }));
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      times.push(performance.now() - start);
    }
    return times;
  })()`;
  return (await page.evaluate(script)) as number[];
}

/** Time from choosing an option of a select to the next painted frame. */
async function timeSelect(page: Page, selector: string, value: string): Promise<number> {
  const script = `(async () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el) throw new Error("no element for " + ${JSON.stringify(selector)});
    const start = performance.now();
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").set.call(el, ${JSON.stringify(value)});
    el.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - start;
  })()`;
  return Number(await page.evaluate(script));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} runs)`;

/**
 * 200 edits of each kind a reviewer makes, on every tenth item from `offset`: retitles, exclusions, type changes and
 * deletions (a quarter each), so two sides with different offsets touch different items.
 */
function withEdits(data: ExtractedData, offset: number, mark: string): ExtractedData {
  const submittals = data.submittals.map((s, i) => {
    if (i % 10 !== offset) return s;
    const kind = Math.floor(i / 10) % 4;
    if (kind === 0) return { ...s, description: `${s.description} (${mark})` };
    if (kind === 1) return { ...s, excluded: !s.excluded };
    if (kind === 2) return { ...s, submittalType: `Samples ${mark}` };
    return null;
  });
  return { ...data, submittals: submittals.filter((s) => s !== null) };
}

/** The pure rebase: 200 unsaved edits onto a version with 200 edits of other items (and 20 items edited by both). */
function timeRebase(): { times: number[]; cpu: number[]; conflicts: number } {
  const base = makeBenchRegister(ITEMS);
  const mine = withEdits(base, 3, "mine");
  const alsoThere = base.submittals.map((s, i) => (i % 100 === 3 ? { ...s, location: "Level 2" } : s));
  const theirs = withEdits({ ...base, submittals: alsoThere }, 7, "theirs");
  const times: number[] = [];
  const cpu: number[] = [];
  let conflicts = 0;
  // A few rounds first, as a page that has been open a while has its code compiled; then wall and CPU time (the
  // machine may be shared: CPU time is what the merge itself costs).
  for (let i = -3; i < ROUNDS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const rebase = rebaseEdits(base, mine, theirs);
    resolveRebase(rebase, () => "mine");
    const used = process.cpuUsage(cpuStart);
    if (i >= 0) times.push(performance.now() - start);
    if (i >= 0) cpu.push((used.user + used.system) / 1000);
    conflicts = rebase.conflicts.length;
  }
  return { times, cpu, conflicts };
}

/**
 * "Merge Now" in the page: 200 edits saved elsewhere (through the API) onto the version the page shows, the page told
 * (a focus check), then the time from the click to the frame in which the notice is gone (the latest version loaded,
 * the page's unsaved edits rebased onto it and the list shown).
 */
async function timeMergeNow(page: Page, client: HttpClient, scanId: string): Promise<number[]> {
  // From the stored version: what the steps before left unsaved is discarded, so the edits below are the only ones.
  const discard = page.getByRole("button", { name: "Discard Changes" });
  if ((await discard.count()) > 0) {
    await discard.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
    await discard.waitFor({ state: "detached" });
  }
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // An unsaved edit in the page, then 200 edits of other items saved elsewhere.
    await timeClick(page, '[aria-label^="Include"]', 1);
    const latest = await client.get(`/api/scans/${scanId}`);
    const data = scanDetailSchema.parse(latest.body).extractedData!;
    const theirs = withEdits(data, 5, `round ${round}`);
    const saved = await client.patch(
      `/api/scans/${scanId}`,
      { extractedData: theirs },
      {
        "If-Match": latest.headers.get("etag") ?? "*",
      },
    );
    if (saved.status !== 200) throw new Error(`saving elsewhere failed: ${saved.status}`);
    await page.evaluate('window.dispatchEvent(new Event("focus"))');
    await page.getByRole("status").filter({ hasText: "Changed in another window" }).waitFor();
    const script = `(async () => {
      const notice = () => [...document.querySelectorAll("[role=status]")].find((n) => n.textContent.includes("Changed in another window"));
      const button = [...notice().querySelectorAll("button")].find((b) => b.textContent.includes("Merge Now"));
      if (!button) throw new Error("no Merge Now button");
      const start = performance.now();
      button.click();
      while (notice()) {
        await new Promise((done) => requestAnimationFrame(done));
        if (document.querySelector("[role=dialog]")) throw new Error("the merge asked to choose: " + document.querySelector("[role=dialog]").textContent.slice(0, 1500));
        if (performance.now() - start > 10000) throw new Error("the merge did not finish");
      }
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      return performance.now() - start;
    })()`;
    times.push(Number(await page.evaluate(script)));
  }
  return times;
}

async function completedScanWithItems(): Promise<{
  url: string;
  scanId: string;
  client: HttpClient;
  cookies: Map<string, string>;
  close: () => Promise<void>;
}> {
  const server = await startTestServer({ webDir: WEB_DIR });
  const user = await registerUser(server);
  const admin = await makeAdmin(server);
  await admin.client.post("/api/admin/credits/add", { userId: user.user.id, credits: 5, reason: "benchmark" });
  const form = new FormData();
  form.append("file", new Blob([readFileSync(PDF)], { type: "application/pdf" }), "Bench Book.pdf");
  const created = await user.client.fetch("/api/scans", { method: "POST", body: form });
  if (created.status !== 201) throw new Error(`upload failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (let i = 0; i < 120; i++) {
    const scan = await user.client.get<ScanDetail>(`/api/scans/${id}`);
    if (scan.body.status === "completed") break;
    if (scan.body.status === "failed") throw new Error(`scan failed: ${scan.body.errorMessage}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const saved = await user.client.patch(`/api/scans/${id}`, { extractedData: makeBenchRegister(ITEMS) });
  if (saved.status !== 200) throw new Error(`saving the register failed: ${saved.status}`);
  return { url: server.url, scanId: id, client: user.client, cookies: user.client.cookies, close: server.close };
}

async function main(): Promise<void> {
  if (!existsSync(resolve(WEB_DIR, "index.html"))) execFileSync("npm", ["run", "build:web"], { stdio: "inherit" });
  // Before the server and the browser start, so that nothing else runs in this process meanwhile.
  const rebases = timeRebase();
  const setup = await completedScanWithItems();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const host = new URL(setup.url).hostname;
    await context.addCookies([...setup.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })));
    const page = await context.newPage();
    const loadStart = Date.now();
    await page.goto(`${setup.url}/results/${setup.scanId}`);
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor({ timeout: 60_000 });
    const loadMs = Date.now() - loadStart;
    const mounted = await page.locator('[aria-label^="Include"]').count();

    const item = '[aria-label^="Include"]';
    const toggles: number[] = [];
    for (let i = 0; i < ROUNDS; i++) toggles.push(await timeClick(page, item, 1));
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor();

    const division = '[id^="select-all-"]';
    const divisionToggles: number[] = [];
    for (let i = 0; i < ROUNDS; i++) divisionToggles.push(await timeClick(page, division, 0));

    const edits: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      edits.push(await timeClick(page, '[aria-label^="Edit"]', 2));
      await page.getByRole("button", { name: "Cancel" }).click();
    }

    const deletes: number[] = [];
    const undos: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      deletes.push(await timeClick(page, '[aria-label^="Delete"]', 2));
      undos.push(await timeClick(page, 'button[aria-keyshortcuts^="Control+Z"]', 0));
    }
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor();

    const undoButton = 'button[aria-keyshortcuts^="Control+Z"]';
    const redos: number[] = [];
    const adds: number[] = [];
    const splits: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await timeClick(page, '[aria-label^="Delete"]', 2);
      await timeClick(page, undoButton, 0);
      redos.push(await timeClick(page, 'button[aria-keyshortcuts^="Control+Shift+Z"]', 0));
      await timeClick(page, undoButton, 0);
      adds.push(await timeClick(page, '[aria-label^="Add item to"]', 0));
      await timeClick(page, undoButton, 0);
      splits.push(await timeClick(page, '[aria-label^="Split"]', 0));
      await timeClick(page, undoButton, 0);
    }
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor();

    const select = '[aria-label^="Select \\""]';
    const selects: number[] = [];
    const ranges: number[] = [];
    const bulkTypes: number[] = [];
    const merges: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      selects.push(await timeClick(page, select, 1));
      ranges.push(await timeClick(page, select, 8, true));
      bulkTypes.push(await timeSelect(page, '[role="toolbar"][aria-label="Selected items"] select', "Samples"));
      await timeClick(page, undoButton, 0);
      // The toolbar's own buttons are Include, Exclude, Merge and Clear selection: Merge is the last but one.
      merges.push(
        await timeClick(page, '[role="toolbar"][aria-label="Selected items"] > button:nth-last-of-type(2)', 0),
      );
      // A merge changes the number of rows, which drops the selection: its toolbar going away shows the merge ran.
      await page.getByRole("toolbar", { name: "Selected items" }).waitFor({ state: "detached" });
      await timeClick(page, undoButton, 0);
    }
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor();

    const searches: number[] = [];
    const typeFilters: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const n = 1500 + i; // "Item 1500:" names one item of 2,000 ("Item 11500:" does not exist)
      searches.push(await timeFind(page, 'input[type="search"]', `Item ${n}:`, "1 of "));
      await timeFind(page, 'input[type="search"]', "", "");
      typeFilters.push(await timeFind(page, '[role="search"] select', "Samples", " submittals match"));
      await timeFind(page, '[role="search"] select', "", "");
    }

    // Select All of the first division shown under a search that leaves a part of several divisions.
    const filteredDivisionToggles: number[] = [];
    await timeFind(page, 'input[type="search"]', "Item 15", " submittals match");
    for (let i = 0; i < ROUNDS; i++) filteredDivisionToggles.push(await timeClick(page, division, 0));
    await timeFind(page, 'input[type="search"]', "", "");

    // The list by keyboard: from the top, ↓ fifty times per round; then Space on the row it reached.
    await page.evaluate("window.scrollTo(0, 0)");
    await timeListKey(page, "Home", 1);
    const rowMoves: number[] = [];
    const fiftyMoves: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const times = await timeListKey(page, "ArrowDown", 50);
      rowMoves.push(...times);
      fiftyMoves.push(times.reduce((a, b) => a + b, 0));
    }
    const spaceToggles = await timeListKey(page, " ", ROUNDS * 2);
    await page.getByText(`${ITEMS} of ${ITEMS} submittals selected for export`).waitFor();

    const groupings: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      groupings.push(await timeClick(page, '[role="group"][aria-label="Group by"] button', 1));
      groupings.push(await timeClick(page, '[role="group"][aria-label="Group by"] button', 0));
    }

    await page.evaluate("window.scrollTo(0, document.body.scrollHeight * 0.6)");
    await page.waitForTimeout(300);
    const deepToggles: number[] = [];
    for (let i = 0; i < ROUNDS; i++) deepToggles.push(await timeClick(page, item, 3));

    await page.evaluate("window.scrollTo(0, 0)");
    const mergeNows = await timeMergeNow(page, setup.client, setup.scanId);

    console.log(`Results page with ${ITEMS} submittals (chromium, 1440x900):`);
    console.log(`  load to first render of the list: ${loadMs} ms; item rows mounted: ${mounted} of ${ITEMS}`);
    console.log(`  toggle one item:            ${fmt(toggles)}`);
    console.log(`  toggle a whole division:    ${fmt(divisionToggles)}`);
    console.log(`  open the editor:            ${fmt(edits)}`);
    console.log(`  toggle an item mid-book:    ${fmt(deepToggles)}`);
    console.log(`  delete an item:             ${fmt(deletes)}`);
    console.log(`  undo (button):              ${fmt(undos)}`);
    console.log(`  redo (button):              ${fmt(redos)}`);
    console.log(`  add an item:                ${fmt(adds)}`);
    console.log(`  split an item (3 parts):    ${fmt(splits)}`);
    console.log(`  select an item:             ${fmt(selects)}`);
    console.log(`  shift-click a range of 8:   ${fmt(ranges)}`);
    console.log(`  set type on the selection:  ${fmt(bulkTypes)}`);
    console.log(`  merge the selection:        ${fmt(merges)}`);
    console.log(`  search:                     ${fmt(searches)}`);
    console.log(`  filter by type:             ${fmt(typeFilters)}`);
    console.log(`  switch grouping:            ${fmt(groupings)}`);
    console.log(`  Select All under a search:  ${fmt(filteredDivisionToggles)}`);
    console.log(`  row navigation (↓), a key:  ${fmt(rowMoves)}`);
    console.log(`  row navigation, ↓ 50 times: ${fmt(fiftyMoves)}`);
    console.log(`  include/exclude by Space:   ${fmt(spaceToggles)}`);
    console.log(
      `  conflict rebase of 200 edits onto 200 others (${rebases.conflicts} conflicts; pure, Node): ${fmt(rebases.times)}; CPU ${fmt(rebases.cpu)}`,
    );
    console.log(`  Merge Now (200 edits saved elsewhere; load, rebase, show): ${fmt(mergeNows)}`);
  } finally {
    await browser.close();
    await setup.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
