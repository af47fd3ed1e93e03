// A whole send to Autodesk Build in the browser, counted on the fake Autodesk's side: connect through its authorize
// page, pick hub and project and map the type, send a 500-item log while the card shows the count going up, the
// server stopped half-way with a create in flight (made in Autodesk, its answer never read) and started again on the
// same database, the page reloaded and the send resumed from the card to exactly 500 items, two items edited and
// saved on the page and sent again (updated in place, nothing created), and Disconnect removing the tokens.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autodeskConnections } from "../../src/server/db/schema";
import { startFakeAutodesk, type FakeAutodesk } from "../fakes/autodesk/fake-autodesk";
import { procoreTestRegister } from "../fakes/procore/procore-register";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { autodeskAppEnv, autodeskCard, connectAndMapAutodesk } from "./helpers/autodesk";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { openResults } from "./helpers/export";
import { retitle } from "./helpers/results-edit";
import { sendCardReader } from "./helpers/send-card";

const ITEMS = 500;
const HALF = ITEMS / 2;

let fake: FakeAutodesk;
beforeAll(async () => {
  // A budget of 25 requests a second (429 with Retry-After past it): the send takes about twenty seconds, long enough
  // to watch and to stop half-way, and the whole file's requests never wait out a minute-long window.
  fake = await startFakeAutodesk({ rateLimit: { limit: 25, windowSeconds: 1 } });
});
afterAll(async () => fake?.stop());

const app = useBrowserApp(() => autodeskAppEnv(fake));

/** The project's items as Autodesk holds them. */
const inAutodesk = () => fake.items.filter((i) => i.projectId === fake.projectId);
const distinct = (values: unknown[]) => new Set(values).size;
/** An item's address in the Submittals API (the project's id without its Data Management "b."). */
const itemPath = (id: string) => `/construction/submittals/v2/projects/${fake.projectId.slice(2)}/items/${id}`;

const { runningCount, outcomes, finished } = sendCardReader(autodeskCard, "Autodesk Build", ITEMS);

describe("the send to Autodesk Build from start to end", () => {
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
      await connectAndMapAutodesk(page);

      // Stopped on the first create from half-way once the page has shown the send moving; that create is made in
      // Autodesk and its answer held until the server has stopped, so the server never learns its id.
      let watched = false;
      let stopping: Promise<void> | null = null;
      fake.onCreate = (count) => {
        if (count < HALF || !watched || stopping) return;
        stopping = app.server.close();
        return stopping;
      };
      const card = autodeskCard(page);
      const send = card.getByRole("button", { name: "Send to Autodesk Build" });
      await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
      await send.click();

      // Live progress: the card's count goes up while the send runs, without a reload.
      await expect.poll(() => runningCount(page), { timeout: 60_000 }).toBeGreaterThan(0);
      const first = await runningCount(page);
      await expect.poll(() => runningCount(page), { timeout: 60_000 }).toBeGreaterThan(first);
      watched = true;

      await expect.poll(() => stopping !== null, { timeout: 120_000 }).toBe(true);
      await stopping;
      fake.onCreate = null;
      const cut = inAutodesk().length;
      expect(cut).toBeGreaterThanOrEqual(HALF);
      expect(cut).toBeLessThan(ITEMS);

      // Started again on the same database; the reloaded page says what happened and offers to resume. Nothing was
      // sent while the server was down or since it came back.
      await app.restartServer();
      await page.reload();
      await page.getByText("Submittal Requirements").waitFor({ timeout: 60_000 });
      await card.getByText("Send interrupted: the server stopped.").waitFor({ timeout: 60_000 });
      expect(inAutodesk()).toHaveLength(cut);

      const resume = card.getByRole("button", { name: "Resume Sending" });
      await expect.poll(() => resume.isEnabled(), { timeout: 60_000 }).toBe(true);
      await resume.click();
      const resumed = await finished(page);
      const sent = inAutodesk();
      expect(sent).toHaveLength(ITEMS);
      expect(distinct(sent.map((i) => i.id))).toBe(ITEMS);
      expect(distinct(sent.map((i) => i.customIdentifier))).toBe(ITEMS);
      expect(distinct(sent.map((i) => i.title))).toBe(ITEMS);
      expect(new Set(sent.map((i) => i.title))).toEqual(new Set(items.map((s) => s.description)));
      // The items made before the stop are not made again; the one whose answer was lost is found in Autodesk's list
      // by its number and brought up to date; only the rest is created.
      expect(resumed).toEqual([`Created: ${ITEMS - cut}`, "Updated: 1", `Already sent: ${cut - 1}`, "Refused: 0"]);

      // A revision on the page: one item sent before the stop and one after it get new titles, saved, sent again.
      const edits = [items[99]!.description, items[399]!.description];
      const idOf = new Map(edits.map((title) => [title, sent.find((i) => i.title === title)!.id]));
      expect(sent.findIndex((i) => i.id === idOf.get(edits[0]!))).toBeLessThan(cut);
      expect(sent.findIndex((i) => i.id === idOf.get(edits[1]!))).toBeGreaterThanOrEqual(cut);
      for (const title of edits) await retitle(page, title, `${title}, revised`);
      await page.getByRole("button", { name: "Clear filters" }).click();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();

      const requestsBefore = fake.requests.length;
      const again = card.getByRole("button", { name: "Send Again" });
      await expect.poll(() => again.isEnabled(), { timeout: 60_000 }).toBe(true);
      await again.click();
      // The card shows the new send (running, then its end) in place of the last one.
      await expect.poll(() => outcomes(page), { timeout: 60_000 }).not.toEqual(resumed);
      expect(await finished(page)).toEqual(["Created: 0", "Updated: 2", `Already sent: ${ITEMS - 2}`, "Refused: 0"]);
      // Only the two PATCHes were written (a write answered 429 is waited out and sent again, as the same request).
      const writes = fake.requests.slice(requestsBefore).filter((r) => r.method !== "GET" && r.status !== 429);
      expect(writes.map((r) => [r.method, r.path, r.status])).toEqual(
        edits.map((title) => ["PATCH", itemPath(idOf.get(title)!), 200]),
      );
      const revised = inAutodesk();
      expect(revised).toHaveLength(ITEMS);
      expect(distinct(revised.map((i) => i.customIdentifier))).toBe(ITEMS);
      for (const title of edits) {
        expect(revised.find((i) => i.id === idOf.get(title))?.title).toBe(`${title}, revised`);
        expect(revised.some((i) => i.title === title)).toBe(false);
      }

      await card.getByRole("button", { name: "Disconnect Autodesk" }).click();
      await card.getByRole("link", { name: "Connect Autodesk" }).waitFor({ timeout: 60_000 });
      const rows = await app.server.db
        .select()
        .from(autodeskConnections)
        .where(eq(autodeskConnections.userId, user.user.id));
      expect(rows).toHaveLength(0);
      expect(fake.revoked).toHaveLength(1);
      await page.context().close();
    },
  );
});
