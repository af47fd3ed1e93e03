// Benchmark: lists at scale. Seeds 5,000 scans (completed ones carry a realistic register) for one user on the real
// server (PGlite) with the built SPA, then prints GET /api/scans time and size (a page and the plain list), the
// overview's time, History's first paint and a search keystroke's reaction in Debian's chromium.
// Run: npm run build:web && npx tsx bench/scan-lists.ts   (BENCH_SCANS, BENCH_REGISTER_ITEMS to change the sizes)
import type { Page } from "playwright-core";
import { makeBenchRegister } from "./results-page-register";
import { seedScans } from "../tests/fixtures/scans/seed-scans";
import { startTestServer } from "../tests/integration/helpers/test-server";
import { registerUser } from "../tests/integration/helpers/users";
import { WEB_DIR } from "../tests/e2e/helpers/app-server";
import { launchBrowser } from "../tests/e2e/helpers/browser";

const SCANS = Number(process.env.BENCH_SCANS ?? 5000);
const REGISTER_ITEMS = Number(process.env.BENCH_REGISTER_ITEMS ?? 300);
const ROUNDS = 15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} runs)`;

/** Records, inside the page, when the first history row is in the DOM (ms since navigation started). */
const FIRST_ROW_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[aria-label="Scans"] [role="listitem"]')) {
      window.__firstRowMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** Time from a key's keydown to the next painted frame, measured in the page; one entry per key. */
const KEY_PROBE = `
  window.__keyMs = [];
  document.addEventListener("keydown", () => {
    const start = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__keyMs.push(performance.now() - start), 0));
  }, true);
`;

async function timeGet(url: string, cookie: string): Promise<{ ms: number[]; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    ms.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    bytes = body.byteLength;
  }
  return { ms, bytes };
}

async function historyFirstPaint(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/history`);
  await page.locator('[aria-label="Scans"] [role="listitem"]').first().waitFor();
  return Number(await page.evaluate("window.__firstRowMs"));
}

async function main(): Promise<void> {
  const server = await startTestServer({ webDir: WEB_DIR });
  const browser = await launchBrowser();
  try {
    const user = await registerUser(server);
    const register = makeBenchRegister(REGISTER_ITEMS);
    const seedStart = performance.now();
    await seedScans(server.database, {
      userId: user.user.id,
      count: SCANS,
      newest: new Date(),
      stepMinutes: 90,
      fileName: (i) => `${["Tower", "Garage", "School", "Clinic", "Library"][i % 5]} Project ${i} Specifications.pdf`,
      register,
    });
    const seedMs = performance.now() - seedStart;
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

    const firstPage = await timeGet(`${server.url}/api/scans?limit=50`, cookie);
    const searchPage = await timeGet(`${server.url}/api/scans?limit=50&q=garage%20project%2012`, cookie);
    const overview = await timeGet(`${server.url}/api/scans/overview`, cookie);
    const plain = await timeGet(`${server.url}/api/scans`, cookie);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const host = new URL(server.url).hostname;
    await context.addCookies(
      [...user.client.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })),
    );
    await context.addInitScript(FIRST_ROW_PROBE);
    await context.addInitScript(KEY_PROBE);
    const page = await context.newPage();
    await historyFirstPaint(page, server.url); // warm-up: the first visit also compiles the bundle
    const paints: number[] = [];
    for (let i = 0; i < 5; i++) paints.push(await historyFirstPaint(page, server.url));

    const search = page.getByRole("searchbox", { name: "Search by filename" });
    await search.click();
    // Slower than the debounce, so every key also runs a server search and renders its answer in between.
    for (const key of "garage project 12")
      await page.keyboard.type(key, { delay: 0 }).then(() => page.waitForTimeout(300));
    const keys = (await page.evaluate("window.__keyMs")) as number[];
    const resultStart = performance.now();
    await search.fill("library project 4999");
    await page.getByText("Library Project 4999 Specifications.pdf", { exact: true }).waitFor();
    const resultMs = performance.now() - resultStart;

    console.log(
      `Lists with ${SCANS} scans (registers of ${REGISTER_ITEMS} items, ${JSON.stringify(register).length} bytes as JSON; seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    );
    console.log(`  GET /api/scans?limit=50 (first page):   ${fmt(firstPage.ms)}, ${firstPage.bytes} bytes`);
    console.log(`  GET /api/scans?limit=50&q=… (search):   ${fmt(searchPage.ms)}, ${searchPage.bytes} bytes`);
    console.log(`  GET /api/scans/overview:                ${fmt(overview.ms)}, ${overview.bytes} bytes`);
    console.log(`  GET /api/scans (plain list, spec):      ${fmt(plain.ms)}, ${plain.bytes} bytes`);
    console.log(`  History first row in the DOM (chromium, 1440x900, after navigation start): ${fmt(paints)}`);
    console.log(`  search keystroke, keydown to next frame: ${fmt(keys)}`);
    console.log(`  search typed to its result on screen (debounce 250 ms + server): ${resultMs.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
