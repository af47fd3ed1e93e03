// A new issue of a project's book over real HTTP and a real database: its register is compared with the project's,
// only what truly changed waits for the reviewer, nothing applies until accepted, every acceptance is in the edit
// history and can be undone, and after accepting everything the register is the new issue's with the reviewer's
// own work kept. The issues are printed from the repository's own sections (tests/fixtures/projects/).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import readExcelFile from "read-excel-file/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectRegister } from "../../../src/contract/projects";
import { scanHistorySchema } from "../../../src/contract/scan-history";
import { scanDetailSchema } from "../../../src/contract/scans";
import type { Submittal } from "../../../src/contract/submittal";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { REVISION, writeIssuePdfs, type IssuePdfs } from "../../fixtures/projects/revised-issues";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { projectClient, type ProjectClient } from "../helpers/project-client";
import { registerUser, type SignedInUser } from "../helpers/users";

/** What the book says of an item: the fields a fresh scan of the new issue must agree on after the merge. */
const bookFields = (s: Submittal) =>
  JSON.stringify([s.section, s.description, s.submittalType, s.specifications, s.category ?? "", s.items ?? []]);

describe.each(backends())("project changes on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "project-changes-"));
  let server: TestServer;
  let owner: SignedInUser;
  let api: ProjectClient;
  let stranger: SignedInUser;
  let pdfs: IssuePdfs;

  beforeAll(async () => {
    pdfs = await writeIssuePdfs(dir);
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    api = projectClient(owner.client);
    stranger = await registerUser(server, { firstName: "Sam", lastName: "Reyes" });
    await grantCredits(server.db, { userId: owner.user.id, credits: 50, reason: "test setup", actorId: null });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const items = (r: ProjectRegister) => r.items.map((i) => i.submittal);
  const find = (r: ProjectRegister, description: string) => items(r).find((s) => s.description === description);

  it("compares a revised issue with the reviewed register, applies nothing until accepted, and undoes each acceptance", async () => {
    const firstId = await api.scanFile(pdfs.firstIssue, "Project manual.pdf");
    const projectId = await api.projectOf(firstId);

    // Two days of review, in short: an item excluded, and the item the revision will change given a contractor.
    const first = scanDetailSchema.parse((await owner.client.get(`/api/scans/${firstId}`)).body).extractedData!;
    const reviewed = {
      ...first,
      submittals: first.submittals.map((s) =>
        s.description === "Welding Inspections"
          ? { ...s, excluded: true }
          : s.description === REVISION.changed.from
            ? { ...s, responsibleContractor: "Acme Steel" }
            : s,
      ),
    };
    expect((await owner.client.patch(`/api/scans/${firstId}`, { extractedData: reviewed })).status).toBe(200);
    const reviewedRegister = await api.register(projectId);

    const revisedId = await api.scanFile(
      pdfs.revisedIssue,
      "Project manual rev 1.pdf",
      `?projectId=${projectId}&kind=revision`,
    );

    // Only what truly changed waits, all pending; the register is untouched.
    const pending = await api.changes(projectId);
    expect(pending.map((c) => [c.kind, c.before?.description ?? null, c.after?.description ?? null, c.state])).toEqual(
      expect.arrayContaining([
        ["changed", REVISION.changed.from, REVISION.changed.to, "pending"],
        ["removed", REVISION.removed, null, "pending"],
        ["added", null, REVISION.added, "pending"],
      ]),
    );
    expect(pending).toHaveLength(3);
    expect(pending.every((c) => c.documentId === revisedId && c.section === "05 52 00")).toBe(true);
    expect(await api.register(projectId)).toEqual({ ...reviewedRegister, project: expect.anything() });
    expect((await owner.client.get(`/api/projects/${projectId}`)).body).toMatchObject({ pendingChanges: 3 });

    // Accept the changed requirement: the new text replaces the old, the reviewer's contractor stays with it.
    const changed = pending.find((c) => c.kind === "changed")!;
    const afterOne = await api.decide(projectId, { decision: "accept", changeIds: [changed.id] });
    expect(afterOne.find((c) => c.id === changed.id)?.state).toBe("accepted");
    let now = await api.register(projectId);
    expect(find(now, REVISION.changed.from)).toBeUndefined();
    expect(find(now, REVISION.changed.to)).toMatchObject({ responsibleContractor: "Acme Steel" });
    expect(now.items.find((i) => i.submittal.description === REVISION.changed.to)?.documentId).toBe(revisedId);
    // In the edit history of both documents it touched.
    for (const id of [firstId, revisedId]) {
      const history = scanHistorySchema.parse((await owner.client.get(`/api/scans/${id}/history`)).body);
      expect(history[0]?.counts).toMatchObject(id === firstId ? { removed: 1 } : { added: 1 });
    }

    // Undo: the register is exactly as reviewed, and the change waits again.
    const undone = await api.undo(projectId, [changed.id]);
    expect(undone.find((c) => c.id === changed.id)?.state).toBe("pending");
    expect(await api.register(projectId)).toEqual({ ...reviewedRegister, project: expect.anything() });

    // Keep mine on the removal: nothing moves; a decided change cannot be decided again before it is undone.
    const removed = pending.find((c) => c.kind === "removed")!;
    await api.decide(projectId, { decision: "keep", changeIds: [removed.id] });
    expect(find(await api.register(projectId), REVISION.removed)).toBeDefined();
    const again = await owner.client.post(`/api/projects/${projectId}/changes/decide`, {
      decision: "accept",
      changeIds: [removed.id],
    });
    expect(again.status).toBe(409);
    await api.undo(projectId, [removed.id]);

    // Accept all: the register is the revised issue's, with the reviewer's own work where the book did not change it.
    const all = await api.decide(projectId, { decision: "accept" });
    expect(all.every((c) => c.state === "accepted")).toBe(true);
    now = await api.register(projectId);
    const fresh = scanDetailSchema.parse(
      (await owner.client.get(`/api/scans/${await api.scanFile(pdfs.revisedIssue, "Fresh rev 1.pdf")}`)).body,
    ).extractedData!;
    expect(items(now).map(bookFields).sort()).toEqual(fresh.submittals.map(bookFields).sort());
    expect(find(now, "Welding Inspections")?.excluded).toBe(true);
    expect(find(now, REVISION.changed.to)?.responsibleContractor).toBe("Acme Steel");
    expect(find(now, REVISION.added)?.excluded).toBeUndefined();
    expect((await owner.client.get(`/api/projects/${projectId}`)).body).toMatchObject({ pendingChanges: 0 });

    // The variance report: each change with its old and new text and the reviewer's decision.
    const variance = await owner.client.fetch(`/api/projects/${projectId}/documents/${revisedId}/variance`);
    expect(variance.status).toBe(200);
    expect(variance.headers.get("content-disposition")).toContain("_Variance.xlsx");
    const [sheet] = await readExcelFile(new Uint8Array(await variance.arrayBuffer()).buffer);
    const [headers, ...rows] = sheet!.data.map((row) => row.map((c) => (c === null ? "" : String(c))));
    const column = (name: string) => headers!.indexOf(name);
    expect(rows.map((r) => [r[column("Change")], r[column("Reviewer's Decision")]]).sort()).toEqual([
      ["Added", "Accepted"],
      ["Changed", "Accepted"],
      ["Removed", "Accepted"],
    ]);
    const changedRow = rows.find((r) => r[column("Change")] === "Changed")!;
    expect(changedRow[column("Old Text")]).toContain(REVISION.changed.from);
    expect(changedRow[column("New Text")]).toContain(REVISION.changed.to);
    const strangers = await stranger.client.fetch(`/api/projects/${projectId}/documents/${revisedId}/variance`);
    expect(strangers.status).toBe(404);

    // And undoing every acceptance gives the reviewed register back exactly.
    await api.undo(
      projectId,
      all.map((c) => c.id),
    );
    expect(await api.register(projectId)).toEqual({ ...reviewedRegister, project: expect.anything() });
  }, 180_000);

  it("compares an addendum only within the sections it reissues", async () => {
    const firstId = await api.scanFile(pdfs.firstIssue, "Manual.pdf");
    const projectId = await api.projectOf(firstId);
    const before = await api.register(projectId);
    await api.scanFile(pdfs.addendum, "Addendum 01.pdf", `?projectId=${projectId}&kind=addendum`);
    const pending = await api.changes(projectId);
    // The summary of work, which the addendum does not hold, is not removed.
    expect(pending.map((c) => [c.kind, c.section]).sort()).toEqual([
      ["added", "05 52 00"],
      ["changed", "05 52 00"],
      ["removed", "05 52 00"],
    ]);
    await api.decide(projectId, { decision: "accept" });
    const after = await api.register(projectId);
    expect(items(after).filter((s) => s.section === "01 11 00")).toEqual(
      items(before).filter((s) => s.section === "01 11 00"),
    );
    expect(after.items).toHaveLength(before.items.length);
  }, 120_000);

  it("takes only what the issues changed for a change, and keeps the reviewer's edits of what they did not", async () => {
    const firstId = await api.scanFile(pdfs.firstIssue, "Edited manual.pdf");
    const projectId = await api.projectOf(firstId);
    const first = scanDetailSchema.parse((await owner.client.get(`/api/scans/${firstId}`)).body).extractedData!;
    // The reviewer rewrites an item the revision leaves alone, and the one it changes.
    const MINE = "Welding inspection reports from the owner's testing agency";
    const MY_CHANGED = "Mill test reports for every heat delivered";
    const edited = {
      ...first,
      submittals: first.submittals.map((s) =>
        s.description === "Welding Inspections"
          ? { ...s, description: MINE, specifications: `${s.specifications}\nSubmit weekly.` }
          : s.description === REVISION.changed.from
            ? { ...s, description: MY_CHANGED }
            : s,
      ),
    };
    expect((await owner.client.patch(`/api/scans/${firstId}`, { extractedData: edited })).status).toBe(200);
    const mine = find(await api.register(projectId), MINE)!;

    const revisedId = await api.scanFile(pdfs.revisedIssue, "Rev 1.pdf", `?projectId=${projectId}&kind=revision`);
    const pending = await api.changes(projectId);
    // The item only the reviewer changed is not a change; the one the book changed shows the reviewer's version.
    expect(pending.map((c) => [c.kind, c.before?.description ?? null, c.after?.description ?? null]).sort()).toEqual([
      ["added", null, REVISION.added],
      ["changed", MY_CHANGED, REVISION.changed.to],
      ["removed", REVISION.removed, null],
    ]);
    const variance = await owner.client.fetch(`/api/projects/${projectId}/documents/${revisedId}/variance`);
    const [sheet] = await readExcelFile(new Uint8Array(await variance.arrayBuffer()).buffer);
    const [headers, ...rows] = sheet!.data.map((row) => row.map((c) => (c === null ? "" : String(c))));
    expect(rows.map((r) => r[headers!.indexOf("Change")]).sort()).toEqual(["Added", "Changed", "Removed"]);

    // Keep my version of the changed item, accept the rest: both of the reviewer's edits survive.
    const changed = pending.find((c) => c.kind === "changed")!;
    await api.decide(projectId, { decision: "keep", changeIds: [changed.id] });
    await api.decide(projectId, { decision: "accept" });
    let now = await api.register(projectId);
    expect(find(now, MINE)).toEqual(mine);
    expect(find(now, MY_CHANGED)).toBeDefined();
    expect(find(now, REVISION.changed.to)).toBeUndefined();

    // Choosing everything new instead replaces the reviewer's version of that item only.
    await api.undo(projectId, [changed.id]);
    await api.decide(projectId, { decision: "accept", take: "new", changeIds: [changed.id] });
    now = await api.register(projectId);
    expect(find(now, MY_CHANGED)).toBeUndefined();
    expect(find(now, REVISION.changed.to)).toBeDefined();
    expect(find(now, MINE)).toEqual(mine);
  }, 180_000);

  it("shows and decides a project's changes for its owner only", async () => {
    const [project] = (await owner.client.get<{ id: string }[]>("/api/projects")).body;
    for (const res of [
      await stranger.client.get(`/api/projects/${project!.id}/changes`),
      await stranger.client.post(`/api/projects/${project!.id}/changes/decide`, { decision: "accept" }),
      await stranger.client.post(`/api/projects/${project!.id}/changes/undo`, {
        changeIds: ["00000000-0000-4000-8000-000000000000"],
      }),
    ]) {
      expect(res.status).toBe(404);
    }
  });
});
