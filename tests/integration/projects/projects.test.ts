// Projects over real HTTP and a real database: an upload without a project starts one (named from the scan), an
// upload into a project adds a document of the chosen kind and is charged exactly like any upload, the combined
// register spans the documents, and nobody sees or uploads into another user's project.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditsForFile } from "../../../src/contract/credits";
import {
  projectListSchema,
  projectRegisterSchema,
  projectSummarySchema,
  type ProjectSummary,
} from "../../../src/contract/projects";
import { scanDetailSchema } from "../../../src/contract/scans";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { sampleSpec, upload, waitForScan, type UploadFile } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";

describe.each(backends())("projects on %s", (backend) => {
  let server: TestServer;
  let owner: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    stranger = await registerUser(server, { firstName: "Sam", lastName: "Reyes" });
    for (const user of [owner, stranger]) {
      await grantCredits(server.db, { userId: user.user.id, credits: 20, reason: "test setup", actorId: null });
    }
  }, 60_000);
  afterAll(() => server?.close());

  const balance = async (user: SignedInUser) =>
    (await user.client.get<{ credits: number }>("/api/auth/user")).body.credits;

  async function uploadInto(user: SignedInUser, file: UploadFile, query = "") {
    const res = await upload({ fetch: (path, init) => user.client.fetch(`${path}${query}`, init) }, "/api/scans", [
      file,
    ]);
    return res;
  }

  async function project(user: SignedInUser, id: string): Promise<ProjectSummary> {
    const res = await user.client.get(`/api/projects/${id}`);
    expect(res.status).toBe(200);
    return projectSummarySchema.parse(res.body);
  }

  let projectId = "";
  let firstScanId = "";

  it("starts a project for an upload that names none, named from what the scan found", async () => {
    const before = await balance(owner);
    const res = await uploadInto(owner, sampleSpec("Project manual.pdf"));
    expect(res.status).toBe(201);
    firstScanId = String(res.body.id);
    const scan = scanDetailSchema.parse(await waitForScan(owner.client, firstScanId));
    expect(scan.status).toBe("completed");
    expect(scan.projectId).toEqual(expect.any(String));
    projectId = scan.projectId!;
    // Charged per file, exactly as an upload without projects.
    expect(await balance(owner)).toBe(before - creditsForFile(sampleSpec().bytes.length));

    const list = projectListSchema.parse((await owner.client.get("/api/projects")).body);
    expect(list.map((p) => p.id)).toEqual([projectId]);
    const [only] = list;
    expect(only!.documents).toEqual([
      expect.objectContaining({ id: firstScanId, fileName: "Project manual.pdf", kind: "volume", status: "completed" }),
    ]);
    expect(only!.documents[0]!.date).toBe(only!.documents[0]!.createdAt.slice(0, 10));
    expect(only!.name).toBe(scan.extractedData?.projectName?.trim() ?? "");
    expect(only!.number).toBe(scan.extractedData?.projectNumber?.trim() ?? "");
  }, 60_000);

  it("renames the project, and a later document does not rename it back", async () => {
    const renamed = await owner.client.patch(`/api/projects/${projectId}`, {
      name: "  Harbor Clinic  ",
      number: "24-117",
    });
    expect(renamed.status).toBe(200);
    expect(projectSummarySchema.parse(renamed.body)).toMatchObject({ name: "Harbor Clinic", number: "24-117" });
    const tooLong = await owner.client.patch(`/api/projects/${projectId}`, { name: "x".repeat(501), number: "" });
    expect(tooLong.status).toBe(400);
    expect((await project(owner, projectId)).name).toBe("Harbor Clinic");
  });

  it("adds an uploaded document of the chosen kind and date to the project, charged like any upload", async () => {
    const before = await balance(owner);
    const res = await uploadInto(
      owner,
      sampleSpec("Volume 2.pdf"),
      `?projectId=${projectId}&kind=volume&date=2026-11-02`,
    );
    expect(res.status).toBe(201);
    const scan = await waitForScan(owner.client, String(res.body.id));
    expect(scan.status).toBe("completed");
    expect(await balance(owner)).toBe(before - creditsForFile(sampleSpec().bytes.length));

    const summary = await project(owner, projectId);
    expect(summary.name).toBe("Harbor Clinic");
    expect(summary.documents.map((d) => [d.fileName, d.kind, d.date])).toEqual([
      ["Project manual.pdf", "volume", summary.documents[0]!.createdAt.slice(0, 10)],
      ["Volume 2.pdf", "volume", "2026-11-02"],
    ]);
    // Still one project: the upload went into it.
    expect(projectListSchema.parse((await owner.client.get("/api/projects")).body)).toHaveLength(1);

    // The combined register: every item of both documents, in document order, each with where it lives.
    const register = projectRegisterSchema.parse((await owner.client.get(`/api/projects/${projectId}/register`)).body);
    const first = scanDetailSchema.parse((await owner.client.get(`/api/scans/${firstScanId}`)).body);
    const count = first.extractedData!.submittals.length;
    expect(count).toBeGreaterThan(0);
    expect(register.items).toHaveLength(count * 2);
    expect(register.items[0]).toEqual({
      documentId: firstScanId,
      index: 0,
      submittal: first.extractedData!.submittals[0],
    });
    expect(register.items[count]).toMatchObject({ documentId: scan.id, index: 0 });
  }, 60_000);

  it("refuses an unknown document kind or a malformed date", async () => {
    for (const query of [`?projectId=${projectId}&kind=memo`, `?projectId=${projectId}&kind=volume&date=next-week`]) {
      const res = await uploadInto(owner, sampleSpec(), query);
      expect(res.status).toBe(400);
    }
  });

  it("never shows, renames or uploads into another user's project: the same 404 as a missing one", async () => {
    const before = await balance(stranger);
    for (const path of [`/api/projects/${projectId}`, `/api/projects/${projectId}/register`]) {
      expect((await stranger.client.get(path)).status).toBe(404);
    }
    const rename = await stranger.client.patch(`/api/projects/${projectId}`, { name: "Mine now", number: "" });
    expect(rename.status).toBe(404);
    const into = await uploadInto(stranger, sampleSpec(), `?projectId=${projectId}&kind=addendum`);
    expect(into.status).toBe(404);
    expect(into.body).toMatchObject({ message: "Project not found" });
    expect(await balance(stranger)).toBe(before);
    expect(projectListSchema.parse((await stranger.client.get("/api/projects")).body)).toEqual([]);
    expect((await project(owner, projectId)).name).toBe("Harbor Clinic");
    expect((await owner.client.get("/api/projects/not-a-uuid")).status).toBe(404);
  });
});
