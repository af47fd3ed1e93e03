// A whole send to Procore in the browser, counted on the fake Procore's side: connect through its authorize page, pick
// the project and map the types, send a 500-item log while the panel shows the count going up, the server stopped
// half-way with a create in flight (made in Procore, its answer never read) and started again on the same database,
// the page reloaded and the send resumed from the panel to exactly 500 submittals, two items edited and saved on the
// page and sent again (updated in place, nothing created), and Disconnect removing the tokens.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { procoreConnections } from "../../src/server/db/schema";
import { startFakeProcore, type FakeProcore } from "../fakes/procore/fake-procore";
import { procoreTestRegister } from "../fakes/procore/procore-register";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { openResults } from "./helpers/export";
import { connectAndMap, procoreAppEnv, procorePanel } from "./helpers/procore";
import { retitle } from "./helpers/results-edit";
import { sendCardReader } from "./helpers/send-card";

const ITEMS = 500;
const HALF = ITEMS / 2;

let fake: FakeProcore;
beforeAll(async () => {
  // Procore's windows scaled down (25 requests a second, as the integration suite has them): the send is paced by
  // the rate-limit headers and takes about twenty seconds, long enough to watch and to stop half-way.
  fake = await startFakeProcore({ spikeLimit: 25, spikeWindowSeconds: 1 });
});
afterAll(async () => fake?.stop());

const app = useBrowserApp(() => procoreAppEnv(fake));

/** The project's submittals as Procore holds them. */
const inProcore = () => fake.submittals.filter((s) => s.project_id === fake.projectId);
const distinct = (values: unknown[]) => new Set(values).size;

const { runningCount, outcomes, finished } = sendCardReader(procorePanel, "Procore", ITEMS);

describe("the send to Procore from start to end", () => {
  it(
    "sends 500 items, resumes after the server stops half-way without a duplicate, sends an edit as updates, and disconnects",
    { timeout: 300_000 },
    async () => {
      const user = await app.newUser();
      const items = procoreTestRegister(ITEMS);
      const scanId = await insertCompletedScan(app.server.db, {
        userId: user.user.id,
        fileName: "clinic.pdf",
        submittals: items,
      });
      const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
      await openResults(page, app.server.url, scanId);
      await connectAndMap(page);

      // Stopped on the first create from half-way once the page has shown the send moving; that create is made in
      // Procore and its answer held until the server has stopped, so the server never learns its id.
      let watched = false;
      let stopping: Promise<void> | null = null;
      fake.onCreate = (count) => {
        if (count < HALF || !watched || stopping) return;
        stopping = app.server.close();
        return stopping;
      };
      const send = procorePanel(page).getByRole("button", { name: "Send to Procore" });
      await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
      await send.click();

      // Live progress: the panel's count goes up while the send runs, without a reload.
      await expect.poll(() => runningCount(page), { timeout: 60_000 }).toBeGreaterThan(0);
      const first = await runningCount(page);
      await expect.poll(() => runningCount(page), { timeout: 60_000 }).toBeGreaterThan(first);
      watched = true;

      await expect.poll(() => stopping !== null, { timeout: 120_000 }).toBe(true);
      await stopping;
      fake.onCreate = null;
      const cut = inProcore().length;
      expect(cut).toBeGreaterThanOrEqual(HALF);
      expect(cut).toBeLessThan(ITEMS);

      // Started again on the same database; the reloaded page says what happened and offers to resume. Nothing was
      // sent while the server was down or since it came back.
      await app.restartServer();
      await page.reload();
      await page.getByText("Submittal Requirements").waitFor({ timeout: 60_000 });
      const panel = procorePanel(page);
      await panel.getByText("Send interrupted: the server stopped.").waitFor({ timeout: 60_000 });
      expect(inProcore()).toHaveLength(cut);

      const resume = panel.getByRole("button", { name: "Resume Sending" });
      await expect.poll(() => resume.isEnabled(), { timeout: 60_000 }).toBe(true);
      await resume.click();
      const resumed = await finished(page);
      const sent = inProcore();
      expect(sent).toHaveLength(ITEMS);
      expect(distinct(sent.map((s) => s.number))).toBe(ITEMS);
      expect(distinct(sent.map((s) => s.title))).toBe(ITEMS);
      expect(new Set(sent.map((s) => s.title))).toEqual(new Set(items.map((s) => s.description)));
      // The items made before the stop are not made again; the one whose answer was lost is found in Procore's list
      // and brought up to date; only the rest is created.
      expect(resumed).toEqual([`Created: ${ITEMS - cut}`, "Updated: 1", `Already sent: ${cut - 1}`, "Refused: 0"]);

      // A revision on the page: one item sent before the stop and one after it get new titles, saved, sent again.
      const edits = [items[99]!.description, items[399]!.description];
      const idOf = new Map(edits.map((title) => [title, sent.find((s) => s.title === title)!.id]));
      for (const title of edits) await retitle(page, title, `${title}, revised`);
      await page.getByRole("button", { name: "Clear filters" }).click();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();

      const requestsBefore = fake.requests.length;
      const again = panel.getByRole("button", { name: "Send Again" });
      await expect.poll(() => again.isEnabled(), { timeout: 60_000 }).toBe(true);
      await again.click();
      // The panel shows the new send (running, then its end) in place of the last one.
      await expect.poll(() => outcomes(page), { timeout: 60_000 }).not.toEqual(resumed);
      expect(await finished(page)).toEqual(["Created: 0", "Updated: 2", `Already sent: ${ITEMS - 2}`, "Refused: 0"]);
      const writes = fake.requests.slice(requestsBefore).filter((r) => r.method !== "GET");
      expect(writes.map((r) => [r.method, r.path])).toEqual(
        edits.map((title) => ["PATCH", `/rest/v1.0/projects/${fake.projectId}/submittals/${idOf.get(title)}`]),
      );
      const revised = inProcore();
      expect(revised).toHaveLength(ITEMS);
      expect(distinct(revised.map((s) => s.number))).toBe(ITEMS);
      for (const title of edits) {
        expect(revised.find((s) => s.id === idOf.get(title))?.title).toBe(`${title}, revised`);
        expect(revised.some((s) => s.title === title)).toBe(false);
      }

      await panel.getByRole("button", { name: "Disconnect Procore" }).click();
      await panel.getByRole("link", { name: "Connect Procore" }).waitFor({ timeout: 60_000 });
      const rows = await app.server.db
        .select()
        .from(procoreConnections)
        .where(eq(procoreConnections.userId, user.user.id));
      expect(rows).toHaveLength(0);
      await page.context().close();
    },
  );
});
