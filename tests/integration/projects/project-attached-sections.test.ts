// A section an addendum attaches without an instruction, over real HTTP and a real database: it waits as
// "Attached to the addendum, not instructed", one change per item, a group heading read as its deliverables, the same
// items the command line lists for the same PDF (src/cli/compare.test.ts); nothing of it reaches the register until
// the reviewer adds it as new, "Accept all" leaves it waiting, Ignore keeps the register without it, undo gives it back.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectRegister } from "../../../src/contract/projects";
import { ATTACHED_NOT_INSTRUCTED } from "../../../src/contract/register-comparison";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import {
  SPRINKLER_ITEMS,
  SPRINKLERS,
  writeAddendumAttachingSection,
  writeIssuePdfs,
  type IssuePdfs,
} from "../../fixtures/projects/revised-issues";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { projectClient, type ProjectClient } from "../helpers/project-client";
import { registerUser, type SignedInUser } from "../helpers/users";

describe.each(backends())("a section attached to an addendum without an instruction, on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "project-attached-"));
  const addendumPdf = join(dir, "addendum-03.pdf");
  let server: TestServer;
  let owner: SignedInUser;
  let api: ProjectClient;
  let pdfs: IssuePdfs;

  beforeAll(async () => {
    [pdfs] = await Promise.all([writeIssuePdfs(dir), writeAddendumAttachingSection(addendumPdf)]);
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    api = projectClient(owner.client);
    await grantCredits(server.db, { userId: owner.user.id, credits: 20, reason: "test setup", actorId: null });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sprinklers = (r: ProjectRegister) =>
    r.items.map((i) => i.submittal).filter((s) => s.section === SPRINKLERS.number);

  it("waits as attached, not instructed, until the reviewer adds it as new or ignores it", async () => {
    const projectId = await api.projectOf(await api.scanFile(pdfs.firstIssue, "Manual.pdf"));
    await api.scanFile(addendumPdf, "Addendum 03.pdf", `?projectId=${projectId}&kind=addendum`);
    const changes = await api.changes(projectId);
    const attached = changes.filter((c) => c.kind === "attached");
    // The items the command line lists for the same addendum, the group heading's three deliverables in its place.
    expect(attached.map((c) => [c.ref, c.after?.description, c.after?.submittalType])).toEqual(SPRINKLER_ITEMS);
    expect(attached.every((c) => c.section === SPRINKLERS.number && c.reason === ATTACHED_NOT_INSTRUCTED)).toBe(true);
    expect(attached.every((c) => c.before === null && c.state === "pending")).toBe(true);
    // The instructed railings wait as usual.
    expect(changes.filter((c) => c.kind !== "attached").every((c) => c.section === "05 52 00")).toBe(true);
    // Nothing of the section is in the register, and "Accept all" leaves it waiting.
    expect(sprinklers(await api.register(projectId))).toEqual([]);
    const acceptedAll = await api.decide(projectId, { decision: "accept" });
    expect(acceptedAll.filter((c) => c.kind === "attached").every((c) => c.state === "pending")).toBe(true);
    expect(sprinklers(await api.register(projectId))).toEqual([]);

    // Ignore keeps the register without it; undo; Add as new brings its items in.
    const ids = attached.map((c) => c.id);
    await api.decide(projectId, { decision: "keep", changeIds: ids });
    expect(sprinklers(await api.register(projectId))).toEqual([]);
    await api.undo(projectId, ids);
    const added = await api.decide(projectId, { decision: "accept", changeIds: ids });
    expect(added.filter((c) => c.kind === "attached").every((c) => c.state === "accepted")).toBe(true);
    expect(sprinklers(await api.register(projectId)).map((s) => [s.ref, s.description, s.submittalType])).toEqual(
      SPRINKLER_ITEMS,
    );
    await api.undo(projectId, ids);
    expect(sprinklers(await api.register(projectId))).toEqual([]);
  }, 180_000);
});
