// The Send to Procore card for a viewer of a shared project, in the browser against the fake Procore on loopback: the
// viewer may not send (the server refuses them), so the card is read-only — the status of the log's last send, sent
// by an editor with their own Procore account, and no Connect, Send, Cancel or Disconnect — while the editor keeps
// the whole card. Passes axe in both themes at 1440 and 375 px (decision 0281).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PROCORE_VIEWER_TEXT, type ProcoreSend } from "../../src/contract/procore";
import { projects, scans } from "../../src/server/db/schema";
import { startFakeProcore, type FakeProcore } from "../fakes/procore/fake-procore";
import { PROCORE_TEST_MAPPING, procoreTestRegister } from "../fakes/procore/procore-register";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { registerTeam, shareWithTeam, type Team } from "../integration/helpers/project-team";
import { connectThroughFake } from "../integration/procore/procore-connect";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { openResults } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";

let fake: FakeProcore;
beforeAll(async () => {
  fake = await startFakeProcore();
});
afterAll(async () => fake?.stop());

const app = useBrowserApp(() => ({
  PROCORE_CLIENT_ID: fake.clientId,
  PROCORE_CLIENT_SECRET: fake.clientSecret,
  PROCORE_TOKEN_KEY: randomBytes(32).toString("hex"),
  PROCORE_LOGIN_URL: fake.url,
  PROCORE_API_URL: fake.url,
}));

const panel = (page: Page) => page.getByRole("region", { name: "Send to Procore" });

let team: Team;
let scanId: string;

beforeAll(async () => {
  team = await registerTeam(app.server, 0);
  scanId = await insertCompletedScan(app.server.db, {
    userId: team.owner.user.id,
    fileName: "clinic.pdf",
    submittals: procoreTestRegister(8),
  });
  const [project] = await app.server.db
    .insert(projects)
    .values({ userId: team.owner.user.id, name: "Riverside Clinic" })
    .returning({ id: projects.id });
  await app.server.db.update(scans).set({ projectId: project!.id }).where(eq(scans.id, scanId));
  await shareWithTeam(app.server, team, project!.id);
});

async function sendAsEditor(): Promise<ProcoreSend> {
  const editor = team.editor.client;
  await connectThroughFake(editor, `/results/${scanId}`);
  expect(
    (await editor.json("PUT", "/api/procore/selection", { companyId: fake.companyId, projectId: fake.projectId }))
      .status,
  ).toBe(200);
  expect((await editor.json("PUT", "/api/procore/type-mapping", { typeMapping: PROCORE_TEST_MAPPING })).status).toBe(
    200,
  );
  expect((await editor.post(`/api/scans/${scanId}/procore/send`, {})).status).toBe(202);
  for (let i = 0; i < 240; i++) {
    const { send } = (await editor.get<{ send: ProcoreSend | null }>(`/api/scans/${scanId}/procore/send`)).body;
    if (send && send.status !== "running" && send.status !== "cancelling") return send;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the editor's send did not finish");
}

describe("Send to Procore for a viewer", () => {
  it(
    "is read-only: no actions, the last send's status, and the server refuses the viewer's send",
    { timeout: 180_000 },
    async () => {
      const page = await app.signedInPage(team.viewer.client, { viewport: VIEWPORTS.desktop });
      await openResults(page, app.server.url, scanId);
      await panel(page).getByText(PROCORE_VIEWER_TEXT).waitFor();
      await panel(page).getByText("Not sent to Procore yet.").waitFor();
      expect(await panel(page).getByRole("button").count()).toBe(0);
      expect(await panel(page).getByRole("link").count()).toBe(0);
      // What the card leaves out, the server refuses too.
      expect((await team.viewer.client.post(`/api/scans/${scanId}/procore/send`, {})).status).toBe(403);

      const sent = await sendAsEditor();
      expect(sent).toMatchObject({ status: "completed", done: 8, total: 8 });
      expect(fake.submittals).toHaveLength(8);
      await page.reload();
      await panel(page).getByText("Send finished. 8 of 8 items").waitFor({ timeout: 60_000 });
      await panel(page).getByText("Created: 8").waitFor();
      expect(await panel(page).getByRole("button").count()).toBe(0);
      expect(await panel(page).getByRole("link").count()).toBe(0);
      expect(await violationsInBothThemes(page, "viewer's Procore card at 1440 px")).toEqual({});
      await page.setViewportSize(VIEWPORTS.mobile);
      expect(await elementsPastRightEdge(page)).toEqual([]);
      expect(await violationsInBothThemes(page, "viewer's Procore card at 375 px")).toEqual({});
      await page.context().close();
    },
  );

  it("keeps the whole card for the editor who sent", async () => {
    const page = await app.signedInPage(team.editor.client, { viewport: VIEWPORTS.desktop });
    await openResults(page, app.server.url, scanId);
    await panel(page).getByText("Sending to Riverside Clinic").waitFor({ timeout: 60_000 });
    await panel(page).getByRole("button", { name: "Send Again" }).waitFor({ timeout: 60_000 });
    await panel(page).getByRole("button", { name: "Disconnect Procore" }).waitFor();
    expect(await panel(page).getByText(PROCORE_VIEWER_TEXT).count()).toBe(0);
    await page.context().close();
  });
});
