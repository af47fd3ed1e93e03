// A revised issue merged field by field over real HTTP and a real database (decision 0270): the reviewer's edits made
// before the revision arrived and while its changes wait are kept, the new issue's changes are taken, and after
// accepting everything with "new text, keep my edits" the register is a fresh scan of the new issue plus exactly the
// reviewer's edited fields. The issues are printed from the repository's own sections (tests/fixtures/projects/).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MERGE_FIELDS } from "../../../src/contract/merge-revision";
import type { ProjectRegister } from "../../../src/contract/projects";
import { scanDetailSchema } from "../../../src/contract/scans";
import type { ExtractedData, Submittal } from "../../../src/contract/submittal";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { REVISION, writeIssuePdfs, type IssuePdfs } from "../../fixtures/projects/revised-issues";
import { splitSubmittal } from "../../../src/web/features/results/editor/working-copy";
import { RADIATION_REVISIONS, writeRadiationProtection } from "../../fixtures/specs/revisions";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { projectClient, type ProjectClient } from "../helpers/project-client";
import { registerUser, type SignedInUser } from "../helpers/users";

/** Every field a merge decides, in a fixed order: what the register and the expectation must agree on. */
const merged = (s: Submittal) => JSON.stringify(MERGE_FIELDS.map((f) => s[f] ?? null));

const MY_TITLE = "Mill test reports (heat numbers on every bundle)";

/** The reviewer's edits, by the item's description as the first issue reads it. */
const EDITS_BEFORE: Record<string, Partial<Submittal>> = {
  [REVISION.changed.from]: { description: MY_TITLE, responsibleContractor: "Acme Steel" },
  "Welding Inspections": { excluded: true, leadTime: 14 },
};
/** Made while the revision's changes wait: the changed item's type. */
const TYPE_WHILE_PENDING = "Certificates / Mill Reports";

describe.each(backends())("merging a revised issue on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "project-merge-"));
  let server: TestServer;
  let owner: SignedInUser;
  let api: ProjectClient;
  let pdfs: IssuePdfs;

  beforeAll(async () => {
    pdfs = await writeIssuePdfs(dir);
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    api = projectClient(owner.client);
    await grantCredits(server.db, { userId: owner.user.id, credits: 50, reason: "test setup", actorId: null });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const registerOf = async (scanId: string): Promise<ExtractedData> =>
    scanDetailSchema.parse((await owner.client.get(`/api/scans/${scanId}`)).body).extractedData!;
  const save = async (scanId: string, edit: (s: Submittal) => Submittal) => {
    const data = await registerOf(scanId);
    const res = await owner.client.patch(`/api/scans/${scanId}`, {
      extractedData: { ...data, submittals: data.submittals.map(edit) },
    });
    expect(res.status).toBe(200);
  };
  const items = (r: ProjectRegister) => r.items.map((i) => i.submittal);

  it("is exact: after accepting everything with 'keep my edits' the register is a fresh scan of the new issue plus exactly the reviewer's edited fields", async () => {
    const firstId = await api.scanFile(pdfs.firstIssue, "Project manual.pdf");
    const projectId = await api.projectOf(firstId);
    await save(firstId, (s) => ({ ...s, ...EDITS_BEFORE[s.description] }));
    const reviewed = await api.register(projectId);

    await api.scanFile(pdfs.revisedIssue, "Project manual rev 1.pdf", `?projectId=${projectId}&kind=revision`);
    const changed = (await api.changes(projectId)).find((c) => c.kind === "changed")!;
    // Yours is the saved register's item; the old issue's reading is beside it.
    expect(changed.before).toMatchObject({ description: MY_TITLE, responsibleContractor: "Acme Steel" });
    expect(changed.after?.description).toBe(REVISION.changed.to);
    expect([changed.edited, changed.conflicts]).toEqual([["description", "responsibleContractor"], ["description"]]);

    // An edit while the change waits: "Yours" shows it at once.
    await save(firstId, (s) => (s.description === MY_TITLE ? { ...s, submittalType: TYPE_WHILE_PENDING } : s));
    const waiting = (await api.changes(projectId)).find((c) => c.id === changed.id)!;
    expect(waiting.before).toMatchObject({ description: MY_TITLE, submittalType: TYPE_WHILE_PENDING });
    expect(waiting.edited).toEqual(["description", "submittalType", "responsibleContractor"]);

    const all = await api.decide(projectId, { decision: "accept" });
    expect(all.every((c) => c.state === "accepted")).toBe(true);
    expect(all.find((c) => c.id === changed.id)).toMatchObject({
      choice: "merge",
      fieldChoices: { description: "mine" },
    });

    const fresh = await registerOf(await api.scanFile(pdfs.revisedIssue, "Fresh rev 1.pdf"));
    const editsAfter: Record<string, Partial<Submittal>> = {
      [REVISION.changed.to]: { ...EDITS_BEFORE[REVISION.changed.from], submittalType: TYPE_WHILE_PENDING },
      "Welding Inspections": EDITS_BEFORE["Welding Inspections"]!,
    };
    const expected = fresh.submittals.map((s) => ({ ...s, ...editsAfter[s.description] }));
    const now = await api.register(projectId);
    expect(items(now).map(merged).sort()).toEqual(expected.map(merged).sort());
    // The merged item lives in the new document, at the new issue's place in the book.
    const mergedItem = items(now).find((s) => s.description === MY_TITLE)!;
    const freshItem = fresh.submittals.find((s) => s.description === REVISION.changed.to)!;
    expect([mergedItem.specifications, mergedItem.ref, mergedItem.sourceText]).toEqual([
      freshItem.specifications,
      freshItem.ref,
      freshItem.sourceText,
    ]);

    // The item's history names the choice; undoing everything gives the reviewed register back exactly.
    const history = await api.history(projectId);
    const index = now.items.findIndex((i) => i.submittal.description === MY_TITLE);
    expect(history[index]!.changes.map((c) => [c.kind, c.state, c.choice])).toEqual([["changed", "accepted", "merge"]]);
    await api.undo(
      projectId,
      all.map((c) => c.id),
    );
    const undone = await api.register(projectId);
    expect(items(undone).map(merged)).toEqual(
      items(reviewed).map((s) => merged(s.description === MY_TITLE ? { ...s, submittalType: TYPE_WHILE_PENDING } : s)),
    );
  }, 180_000);

  it("takes everything new, or the new issue's value of a field both changed, when the reviewer says so", async () => {
    const firstId = await api.scanFile(pdfs.firstIssue, "Manual.pdf");
    const projectId = await api.projectOf(firstId);
    await save(firstId, (s) => ({ ...s, ...EDITS_BEFORE[s.description] }));
    await api.scanFile(pdfs.revisedIssue, "Rev 1.pdf", `?projectId=${projectId}&kind=revision`);
    const changed = (await api.changes(projectId)).find((c) => c.kind === "changed")!;
    const find = (r: ProjectRegister, contractor: string) =>
      items(r).find((s) => s.responsibleContractor === contractor);

    await api.decide(projectId, { decision: "accept", take: "new", changeIds: [changed.id] });
    let item = find(await api.register(projectId), "Acme Steel");
    expect(item?.description).toBe(REVISION.changed.to);
    let decided = (await api.changes(projectId)).find((c) => c.id === changed.id)!;
    expect([decided.choice, decided.fieldChoices]).toEqual(["new", {}]);

    await api.undo(projectId, [changed.id]);
    await api.decide(projectId, { decision: "accept", fields: { description: "new" }, changeIds: [changed.id] });
    item = find(await api.register(projectId), "Acme Steel");
    expect(item?.description).toBe(REVISION.changed.to);
    decided = (await api.changes(projectId)).find((c) => c.id === changed.id)!;
    expect([decided.choice, decided.fieldChoices]).toEqual(["merge", { description: "new" }]);

    await api.undo(projectId, [changed.id]);
    await api.decide(projectId, { decision: "keep", changeIds: [changed.id] });
    decided = (await api.changes(projectId)).find((c) => c.id === changed.id)!;
    expect(decided.choice).toBe("keep");
    expect(find(await api.register(projectId), "Acme Steel")?.description).toBe(MY_TITLE);
  }, 180_000);

  it("moves the reviewer's title and exclusion to a paragraph the new issue renumbered and rewrote", async () => {
    const published = join(dir, "radiation.pdf");
    const renumbered = join(dir, "radiation-renumbered.pdf");
    await Promise.all([writeRadiationProtection(published), writeRadiationProtection(renumbered, "renumbered")]);
    const { old: oldRef, new: newRef } = RADIATION_REVISIONS.renumbered;
    const firstId = await api.scanFile(published, "Radiation protection.pdf");
    const projectId = await api.projectOf(firstId);
    const TITLE = "Shielding supports: delegated design package";
    await save(firstId, (s) => (s.ref === oldRef ? { ...s, description: TITLE, excluded: true } : s));

    await api.scanFile(renumbered, "Radiation protection rev 1.pdf", `?projectId=${projectId}&kind=revision`);
    const pending = await api.changes(projectId);
    expect(pending.map((c) => [c.kind, c.before?.ref ?? null, c.after?.ref ?? null])).toEqual([
      ["added", null, "1.6.H"],
      ["changed", oldRef, newRef],
    ]);
    expect(pending[1]!.reason).toBe(`Renumbered ${oldRef} → ${newRef}; text changed`);

    await api.decide(projectId, { decision: "accept" });
    const item = items(await api.register(projectId)).find((s) => s.ref === newRef)!;
    expect(item).toMatchObject({ description: TITLE, excluded: true });
    expect(item.specifications).toContain("licensed where the Project is located");
  }, 180_000);

  it("gives a paragraph the reviewer split the new issue's text, with the first part's own columns; the other parts leave with it", async () => {
    const published = join(dir, "radiation-split.pdf");
    const merged3 = join(dir, "radiation-merged.pdf");
    await Promise.all([writeRadiationProtection(published), writeRadiationProtection(merged3, "merged")]);
    const { old: oldRef, new: newRef } = RADIATION_REVISIONS.merged;
    const firstId = await api.scanFile(published, "Radiation protection, split.pdf");
    const projectId = await api.projectOf(firstId);
    const data = await registerOf(firstId);
    const split = splitSubmittal(
      data,
      data.submittals.findIndex((s) => s.ref === oldRef),
    );
    const reviewed = split.submittals.map((s) =>
      s.ref === `${oldRef}.1` ? { ...s, excluded: true, responsibleContractor: "Lead Shield Co." } : s,
    );
    expect(reviewed.filter((s) => s.ref?.startsWith(`${oldRef}.`))).toHaveLength(3);
    const res = await owner.client.patch(`/api/scans/${firstId}`, {
      extractedData: { ...split, submittals: reviewed },
    });
    expect(res.status).toBe(200);

    const revisedId = await api.scanFile(
      merged3,
      "Radiation protection rev 1.pdf",
      `?projectId=${projectId}&kind=revision`,
    );
    const pending = await api.changes(projectId);
    expect(pending.map((c) => [c.kind, c.before?.ref ?? null, c.after?.ref ?? null])).toEqual([
      ["added", null, oldRef],
      ["changed", `${oldRef}.1`, newRef],
      ["removed", `${oldRef}.2`, null],
      ["removed", `${oldRef}.3`, null],
    ]);
    const changed = pending[1]!;
    expect([changed.edited, changed.conflicts]).toEqual([["excluded", "responsibleContractor"], []]);

    await api.decide(projectId, { decision: "accept" });
    // Unchanged paragraphs stay in the first document under their old letters; the merged one is the new document's.
    const register = await api.register(projectId);
    expect(items(register).filter((s) => s.ref?.startsWith(`${oldRef}.`))).toEqual([]);
    const item = register.items.find((i) => i.documentId === revisedId && i.submittal.ref === newRef)!.submittal;
    expect(item).toMatchObject({ excluded: true, responsibleContractor: "Lead Shield Co." });
    expect([item.description, item.specifications]).toEqual([
      changed.after!.description,
      changed.after!.specifications,
    ]);
  }, 180_000);
});
