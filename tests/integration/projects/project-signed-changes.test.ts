// Every change in a shared project is signed, over real HTTP and a real database: an editor's edit and an owner's
// exclusion show in the item's history with who and when, a decision on a new document's change names who decided,
// and the project's activity lists uploads, saves and decisions, filtered by person. A save that changes more than the
// 50 items its summary names still signs every item it changed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectActivitySchema } from "../../../src/contract/project-activity";
import { scanHistorySchema } from "../../../src/contract/scan-history";
import { scanDetailSchema } from "../../../src/contract/scans";
import type { Submittal } from "../../../src/contract/submittal";
import { writeAddendum, writeProjectManual } from "../../fixtures/specs/revisions";
import { backends } from "../helpers/backends";
import { projectClient, type ProjectClient } from "../helpers/project-client";
import { registerTeam, shareWithTeam, type Team } from "../helpers/project-team";
import { startTestServer, type TestServer } from "../helpers/test-server";
import type { SignedInUser } from "../helpers/users";

describe.each(backends())("signed changes in a shared project on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "project-signed-"));
  const [manualPdf, addendumPdf] = ["manual", "addendum"].map((n) => join(dir, `${n}.pdf`));
  let server: TestServer;
  let team: Team;
  let owner: ProjectClient;
  let projectId = "";
  let manualId = "";

  beforeAll(async () => {
    await Promise.all([writeProjectManual(manualPdf!), writeAddendum(addendumPdf!)]);
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    team = await registerTeam(server);
    owner = projectClient(team.owner.client);
    manualId = await owner.scanFile(manualPdf!, "Manual.pdf");
    projectId = await owner.projectOf(manualId);
    await owner.scanFile(addendumPdf!, "Addendum 01.pdf", `?projectId=${projectId}&kind=addendum`);
    await shareWithTeam(server, team, projectId);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Changes the manual's register as `who` (read, change, save with If-Match); expects the save to pass. */
  async function save(who: SignedInUser, change: (items: Submittal[]) => void) {
    const read = await who.client.get(`/api/scans/${manualId}`);
    const data = scanDetailSchema.parse(read.body).extractedData!;
    change(data.submittals);
    const res = await who.client.patch(
      `/api/scans/${manualId}`,
      { extractedData: data },
      { "if-match": read.headers.get("etag")! },
    );
    expect(res.status).toBe(200);
  }

  it("shows who edited, excluded and decided on an item, and when", async () => {
    const start = Date.now();
    const register = await owner.register(projectId);
    const target = register.items.findIndex((i) => i.documentId === manualId && i.submittal.section !== "01 11 00");
    const place = register.items[target]!;
    await save(team.editor, (items) => {
      items[place.index]!.description = "Shop drawings, signed by the editor";
    });
    await save(team.owner, (items) => {
      items[place.index]!.excluded = true;
    });
    const [pending] = (await owner.changes(projectId)).filter((c) => c.state === "pending");
    const decided = await team.editor.client.post(`/api/projects/${projectId}/changes/decide`, {
      decision: "keep",
      changeIds: [pending!.id],
    });
    expect(decided.status).toBe(200);

    const histories = await projectClient(team.viewer.client).history(projectId);
    const history = histories.find((h) => h.documentId === manualId && h.index === place.index)!;
    expect(history.edits.map((e) => [e.kind, e.who])).toEqual([
      ["edited", "Dana Lee"],
      ["excluded", "Ada Okafor"],
    ]);
    for (const edit of history.edits) {
      expect(Date.parse(edit.at)).toBeGreaterThanOrEqual(start - 1000);
      expect(Date.parse(edit.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const keptChange = histories.flatMap((h) => h.changes).find((c) => c.changeId === pending!.id);
    expect(keptChange).toMatchObject({ state: "kept", decidedBy: "Dana Lee", decidedAt: expect.any(String) });
  }, 60_000);

  it("lists the project's activity newest first, by person on request", async () => {
    const all = projectActivitySchema.parse((await team.viewer.client.get(`/api/projects/${projectId}/activity`)).body);
    expect(all.map((e) => [e.kind, e.who])).toEqual([
      ["decided", "Dana Lee"],
      ["edited", "Ada Okafor"],
      ["edited", "Dana Lee"],
      ["uploaded", "Ada Okafor"],
      ["uploaded", "Ada Okafor"],
    ]);
    expect(all[0]!.text).toBe("Kept my version for 1 change of Addendum 01.pdf");
    expect(all[1]!.text).toBe("Saved Manual.pdf: 1 item excluded");
    expect(all[2]!.text).toBe("Saved Manual.pdf: 1 item edited");
    expect(all.at(-1)!.text).toMatch(/^Added Manual\.pdf \(\d+ credits?\)$/);

    const dana = projectActivitySchema.parse(
      (await team.viewer.client.get(`/api/projects/${projectId}/activity?userId=${team.editor.user.id}`)).body,
    );
    expect(dana.map((e) => [e.kind, e.who])).toEqual([
      ["decided", "Dana Lee"],
      ["edited", "Dana Lee"],
    ]);
  });

  it("signs every item of a save that excludes more than the 50 its summary names", async () => {
    const lots = Array.from({ length: 65 }, (_, i) => `Anchor bolts, lot ${String(i + 1).padStart(2, "0")}`);
    await save(team.owner, (items) => {
      const { excluded: _excluded, ...first } = items[0]!;
      items.push(...lots.map((description) => ({ ...first, description })));
    });
    await save(team.editor, (items) => {
      for (const item of items) if (lots.includes(item.description)) item.excluded = true;
    });

    const saves = scanHistorySchema.parse((await team.viewer.client.get(`/api/scans/${manualId}/history`)).body);
    expect(saves[0]).toMatchObject({ who: "Dana Lee", counts: { excluded: 65 } });
    expect(saves[0]!.changes).toHaveLength(50);
    const register = await owner.register(projectId);
    const histories = await projectClient(team.viewer.client).history(projectId);
    const editsOf = (description: string) => {
      const at = register.items.findIndex((i) => i.documentId === manualId && i.submittal.description === description);
      expect(at, description).toBeGreaterThanOrEqual(0);
      return histories[at]!.edits.map((e) => [e.kind, e.who]);
    };
    for (const description of [lots[0]!, lots[50]!, lots.at(-1)!]) {
      expect(editsOf(description), description).toEqual([["excluded", "Dana Lee"]]);
    }
  }, 60_000);
});
