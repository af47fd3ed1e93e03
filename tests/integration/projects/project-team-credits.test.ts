// Credits stay with the person who uploads, over real HTTP and a real database: an editor adding a document to a
// project shared with them pays from their own balance, the owner's is untouched, and the project shows who paid
// for each document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditsForFile } from "../../../src/contract/credits";
import { projectSummarySchema } from "../../../src/contract/projects";
import { SAMPLE_SPEC_PDF, sampleSpec, upload, waitForScan } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { projectClient } from "../helpers/project-client";
import { registerTeam, shareWithTeam, type Team } from "../helpers/project-team";
import { startTestServer, type TestServer } from "../helpers/test-server";
import type { SignedInUser } from "../helpers/users";

describe.each(backends())("credits in a shared project on %s", (backend) => {
  let server: TestServer;
  let team: Team;
  let projectId = "";

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    team = await registerTeam(server, 5);
    const api = projectClient(team.owner.client);
    projectId = await api.projectOf(await api.scanFile(SAMPLE_SPEC_PDF, "Manual.pdf"));
    await shareWithTeam(server, team, projectId);
  }, 60_000);
  afterAll(() => server?.close());

  const balance = async (user: SignedInUser) =>
    (await user.client.get<{ credits: number }>("/api/auth/user")).body.credits;

  it("charges the editor who uploads, not the owner, and shows who paid for what", async () => {
    const [ownerBefore, editorBefore] = [await balance(team.owner), await balance(team.editor)];
    const file = sampleSpec("Bulletin 01.pdf");
    const res = await upload(
      { fetch: (p, init) => team.editor.client.fetch(`${p}?projectId=${projectId}&kind=bulletin`, init) },
      "/api/scans",
      [file],
    );
    expect(res.status).toBe(201);
    expect((await waitForScan(team.editor.client, String(res.body.id))).status).toBe("completed");
    const cost = creditsForFile(file.bytes.length);
    expect(await balance(team.editor)).toBe(editorBefore - cost);
    expect(await balance(team.owner)).toBe(ownerBefore);

    const project = projectSummarySchema.parse((await team.viewer.client.get(`/api/projects/${projectId}`)).body);
    expect(project.documents.map((d) => [d.fileName, d.uploadedBy.name, d.creditsUsed])).toEqual([
      ["Manual.pdf", "Ada Okafor", cost],
      ["Bulletin 01.pdf", "Dana Lee", cost],
    ]);
  }, 60_000);

  it("refuses an editor's upload they cannot pay for, whatever the owner's balance", async () => {
    const broke = team.editor;
    const left = await balance(broke);
    // Five credits each at the start, some spent above: the editor spends the rest.
    const file = sampleSpec("Too many.pdf");
    for (let i = 0; i < left; i++) {
      const res = await upload(
        { fetch: (p, init) => broke.client.fetch(`${p}?projectId=${projectId}`, init) },
        "/api/scans",
        [file],
      );
      expect(res.status).toBe(201);
      await waitForScan(broke.client, String(res.body.id));
    }
    const refused = await upload(
      { fetch: (p, init) => broke.client.fetch(`${p}?projectId=${projectId}`, init) },
      "/api/scans",
      [file],
    );
    expect(refused.status).toBe(402);
    expect(await balance(team.owner)).toBeGreaterThan(0);
  }, 120_000);
});
