// A failed upload leaves no project, over real HTTP and a real database: a file that is not a PDF by its content is
// refused before anything is made, and a damaged PDF that fails in the scan takes the project its upload started
// away again (the failed scan stays in the history, without a project). A failure in a project that holds a
// document that was read, or one its owner named, leaves the project as it is.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectListSchema } from "../../../src/contract/projects";
import { scanDetailSchema } from "../../../src/contract/scans";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { projects, scans } from "../../../src/server/db/schema";
import {
  corruptPdf,
  sampleSpec,
  textRenamedToPdf,
  upload,
  waitForScan,
  type UploadFile,
} from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";

describe.each(backends())("a failed upload on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
  }, 60_000);
  afterAll(() => server?.close());

  async function newUser(): Promise<SignedInUser> {
    const user = await registerUser(server);
    await grantCredits(server.db, { userId: user.user.id, credits: 20, reason: "test setup", actorId: null });
    return user;
  }

  const uploadInto = (
    user: SignedInUser,
    files: UploadFile[],
    query = "",
    path: "/api/scans" | "/api/scans/batch" = "/api/scans",
  ) => upload({ fetch: (p, init) => user.client.fetch(`${p}${query}`, init) }, path, files);

  const projectsOf = async (user: SignedInUser) => ({
    listed: projectListSchema.parse((await user.client.get("/api/projects")).body),
    rows: await server.db.select().from(projects).where(eq(projects.userId, user.user.id)),
  });

  it("makes no project for a file that is not a PDF by its content", async () => {
    const user = await newUser();
    const res = await uploadInto(user, [textRenamedToPdf("Harbor Clinic specs.pdf")]);
    expect(res.status).toBe(400);
    expect(await projectsOf(user)).toEqual({ listed: [], rows: [] });
    expect(await server.db.select().from(scans).where(eq(scans.userId, user.user.id))).toEqual([]);
  });

  it("takes away the project a damaged PDF's upload started once its scan fails, keeping the failed scan", async () => {
    const user = await newUser();
    const res = await uploadInto(user, [corruptPdf("Harbor Clinic specs.pdf")]);
    expect(res.status).toBe(201);
    const scan = scanDetailSchema.parse(await waitForScan(user.client, String(res.body.id)));
    expect(scan.status).toBe("failed");
    expect(scan.projectId ?? null).toBeNull();
    expect(await projectsOf(user)).toEqual({ listed: [], rows: [] });
    // The failed scan is still the user's, in the history with its message.
    const history = (await user.client.get<{ items: { id: string; status: string }[] }>("/api/scans")).body;
    expect(JSON.stringify(history)).toContain(scan.id);
  }, 60_000);

  it("takes away a batch's project only when every file failed", async () => {
    const user = await newUser();
    const res = await uploadInto(
      user,
      [corruptPdf("Volume 1.pdf"), corruptPdf("Volume 2.pdf")],
      "",
      "/api/scans/batch",
    );
    expect(res.status).toBe(201);
    for (const id of res.body.scanIds as string[]) expect((await waitForScan(user.client, id)).status).toBe("failed");
    expect(await projectsOf(user)).toEqual({ listed: [], rows: [] });

    const mixed = await uploadInto(
      user,
      [sampleSpec("Volume 3.pdf"), corruptPdf("Volume 4.pdf")],
      "",
      "/api/scans/batch",
    );
    expect(mixed.status).toBe(201);
    for (const id of mixed.body.scanIds as string[]) await waitForScan(user.client, id);
    const { listed } = await projectsOf(user);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.documents.map((d) => [d.fileName, d.status])).toEqual([
      ["Volume 3.pdf", "completed"],
      ["Volume 4.pdf", "failed"],
    ]);
  }, 90_000);

  it("leaves a project that holds a document that was read, or that its owner named", async () => {
    const user = await newUser();
    const first = await uploadInto(user, [sampleSpec("Project manual.pdf")]);
    const projectId = scanDetailSchema.parse(await waitForScan(user.client, String(first.body.id))).projectId!;
    const addendum = await uploadInto(user, [corruptPdf("Addendum 1.pdf")], `?projectId=${projectId}&kind=addendum`);
    expect((await waitForScan(user.client, String(addendum.body.id))).status).toBe("failed");
    expect((await projectsOf(user)).listed.map((p) => [p.id, p.documents.length])).toEqual([[projectId, 2]]);

    // A project whose only document failed but which its owner named is the owner's: it stays.
    const other = await newUser();
    const [named] = await server.db
      .insert(projects)
      .values({ userId: other.user.id, name: "Harbor Clinic", renamedAt: new Date() })
      .returning();
    const into = await uploadInto(other, [corruptPdf("Volume 1.pdf")], `?projectId=${named!.id}&kind=volume`);
    expect((await waitForScan(other.client, String(into.body.id))).status).toBe("failed");
    const kept = await server.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, named!.id), eq(projects.userId, other.user.id)));
    expect(kept).toHaveLength(1);
  }, 90_000);
});
