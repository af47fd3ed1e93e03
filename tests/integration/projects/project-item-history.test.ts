// Each item of a project's register knows where it came from, over real HTTP and a real database: the issue that
// introduced it and every later issue that changed or removed it, with the reviewer's decision on each. Only the
// project's owner can read it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemHistory } from "../../../src/contract/project-item-history";
import type { ProjectRegister } from "../../../src/contract/projects";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { REVISION, writeIssuePdfs, type IssuePdfs } from "../../fixtures/projects/revised-issues";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { projectClient, type ProjectClient } from "../helpers/project-client";
import { registerUser, type SignedInUser } from "../helpers/users";

/** An item's history in words: "<file> (<kind>, <date>)" for its origin, then "<kind> by <file>: <decision>". */
function describeHistory(h: ItemHistory): string[] {
  return [
    `introduced by ${h.introducedBy.fileName} (${h.introducedBy.kind}, ${h.introducedBy.date})`,
    ...h.changes.map((c) => `${c.kind} by ${c.document.fileName} (${c.document.kind}, ${c.document.date}): ${c.state}`),
  ];
}

describe.each(backends())("project item history on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "project-item-history-"));
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

  /** The history of the register's item described `description`, read from the history route. */
  async function historyOf(projectId: string, description: string): Promise<string[]> {
    const register: ProjectRegister = await api.register(projectId);
    const histories = await api.history(projectId);
    expect(histories.map((h) => [h.documentId, h.index])).toEqual(register.items.map((i) => [i.documentId, i.index]));
    const at = register.items.findIndex((i) => i.submittal.description === description);
    expect(at, description).toBeGreaterThanOrEqual(0);
    return describeHistory(histories[at]!);
  }

  it("names the issue that introduced each item and the later issues that changed or removed it, with each decision", async () => {
    const firstId = await api.scanFile(pdfs.firstIssue, "spec-book.pdf", "?date=2026-10-01");
    const projectId = await api.projectOf(firstId);
    const book = "introduced by spec-book.pdf (volume, 2026-10-01)";
    expect(await historyOf(projectId, REVISION.changed.from)).toEqual([book]);

    await api.scanFile(
      pdfs.revisedIssue,
      "spec-book-rev1.pdf",
      `?projectId=${projectId}&kind=revision&date=2026-11-02`,
    );
    const revision = "spec-book-rev1.pdf (revision, 2026-11-02)";
    // Pending: the register's items are the book's, and the changes waiting on them are named.
    expect(await historyOf(projectId, REVISION.changed.from)).toEqual([book, `changed by ${revision}: pending`]);
    expect(await historyOf(projectId, REVISION.removed)).toEqual([book, `removed by ${revision}: pending`]);

    const changes = await api.changes(projectId);
    const ids = (kind: string) => changes.filter((c) => c.kind === kind).map((c) => c.id);
    expect(ids("changed")).toHaveLength(1);
    expect(ids("added")).toHaveLength(1);
    await api.decide(projectId, { decision: "accept", changeIds: [...ids("changed"), ...ids("added")] });
    await api.decide(projectId, { decision: "keep", changeIds: ids("removed") });

    // The changed item now lives in the revision, and still knows the book introduced it.
    expect(await historyOf(projectId, REVISION.changed.to)).toEqual([book, `changed by ${revision}: accepted`]);
    expect(await historyOf(projectId, REVISION.added)).toEqual([`introduced by ${revision}`]);
    expect(await historyOf(projectId, REVISION.removed)).toEqual([book, `removed by ${revision}: kept`]);
    expect(await historyOf(projectId, "Welding Inspections")).toEqual([book]);

    // Undo puts the book's item back, with its change pending again.
    await api.undo(projectId, ids("changed"));
    expect(await historyOf(projectId, REVISION.changed.from)).toEqual([book, `changed by ${revision}: pending`]);

    // Someone else's project, like a missing one, is a 404.
    const path = `/api/projects/${projectId}/items/history`;
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await owner.client.get("/api/projects/00000000-0000-4000-8000-000000000000/items/history")).status).toBe(
      404,
    );
  }, 240_000);
});
