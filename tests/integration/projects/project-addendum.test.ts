// An addendum's instructions applied to a project's register, over real HTTP and a real database: "Delete Section
// 01 11 00 in its entirety" comes out as removed changes, the replaced section compares with the addendum's text, and
// after accepting everything the register is the conformed manual's; undo gives it back. The addendum's text is read
// whether its scan is read in one job or in page ranges (decision 0255).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import readExcelFile from "read-excel-file/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectChangeListSchema, type ProjectChange } from "../../../src/contract/project-changes";
import { projectRegisterSchema, type ProjectRegister } from "../../../src/contract/projects";
import { scanDetailSchema } from "../../../src/contract/scans";
import type { Submittal } from "../../../src/contract/submittal";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { upload, waitForScan } from "../../fixtures/scans/scan-test-client";
import { writeAddendum, writeConformedManual, writeProjectManual } from "../../fixtures/specs/revisions";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, type SignedInUser } from "../helpers/users";

/** What the book says of an item: the fields a fresh scan of the conformed manual must agree on after the merge. */
const bookFields = (s: Submittal) =>
  JSON.stringify([s.section, s.description, s.submittalType, s.specifications, s.category ?? "", s.items ?? []]);

const READINGS: { reading: string; env: Record<string, string> }[] = [
  { reading: "one job", env: { SCAN_THREADS: "0" } },
  // Every document of more than one page is read in one-page ranges, stitched by another job.
  { reading: "page ranges", env: { SCAN_THREADS: "1", SCAN_SHORT_LANE_PAGES: "1", SCAN_RANGE_PAGES: "1" } },
];

describe.each(READINGS)("an addendum's instructions, its scan read in $reading", ({ env }) => {
  const dir = mkdtempSync(join(tmpdir(), "project-addendum-"));
  const [manualPdf, addendumPdf, conformedPdf] = ["manual", "addendum", "conformed"].map((n) => join(dir, `${n}.pdf`));
  let server: TestServer;
  let owner: SignedInUser;

  beforeAll(async () => {
    await Promise.all([
      writeProjectManual(manualPdf!),
      writeAddendum(addendumPdf!),
      writeConformedManual(conformedPdf!),
    ]);
    server = await startTestServer({ env });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    await grantCredits(server.db, { userId: owner.user.id, credits: 20, reason: "test setup", actorId: null });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function scanFile(path: string, name: string, query = ""): Promise<string> {
    const res = await upload({ fetch: (p, init) => owner.client.fetch(`${p}${query}`, init) }, "/api/scans", [
      { name, bytes: readFileSync(path) },
    ]);
    expect(res.status).toBe(201);
    const scan = await waitForScan(owner.client, String(res.body.id));
    expect(scan.status).toBe("completed");
    return scan.id;
  }
  const projectOf = async (scanId: string) =>
    scanDetailSchema.parse((await owner.client.get(`/api/scans/${scanId}`)).body).projectId!;
  const register = async (projectId: string): Promise<ProjectRegister> =>
    projectRegisterSchema.parse((await owner.client.get(`/api/projects/${projectId}/register`)).body);
  const changes = async (projectId: string): Promise<ProjectChange[]> =>
    projectChangeListSchema.parse((await owner.client.get(`/api/projects/${projectId}/changes`)).body);
  async function post(path: string, body: object): Promise<ProjectChange[]> {
    const res = await owner.client.post(path, body);
    expect(res.status).toBe(200);
    return projectChangeListSchema.parse(res.body);
  }
  const items = (r: ProjectRegister) => r.items.map((i) => i.submittal);

  it("removes the section it deletes, takes the new text of the one it replaces, and undoes both", async () => {
    const projectId = await projectOf(await scanFile(manualPdf!, "Manual.pdf"));
    const before = await register(projectId);
    const summaryItems = items(before).filter((s) => s.section === "01 11 00");
    expect(summaryItems.length).toBeGreaterThan(0);

    const addendumId = await scanFile(addendumPdf!, "Addendum 01.pdf", `?projectId=${projectId}&kind=addendum`);
    // Each item of the deleted section waits as removed, with the addendum's instruction as its reason.
    const summaryChanges = (await changes(projectId)).filter((c) => c.section === "01 11 00");
    expect(summaryChanges).toHaveLength(summaryItems.length);
    expect(summaryChanges.every((c) => c.kind === "removed" && /delete/i.test(c.reason))).toBe(true);
    // Nothing applies until accepted.
    expect(await register(projectId)).toEqual({ ...before, project: expect.anything() });

    const all = await post(`/api/projects/${projectId}/changes/decide`, { decision: "accept" });
    expect(all.every((c) => c.state === "accepted")).toBe(true);
    const fresh = scanDetailSchema.parse(
      (await owner.client.get(`/api/scans/${await scanFile(conformedPdf!, "Conformed.pdf")}`)).body,
    ).extractedData!;
    expect(
      items(await register(projectId))
        .map(bookFields)
        .sort(),
    ).toEqual(fresh.submittals.map(bookFields).sort());

    // The variance report lists the deleted section's items as removed and accepted.
    const variance = await owner.client.fetch(`/api/projects/${projectId}/documents/${addendumId}/variance`);
    expect(variance.status).toBe(200);
    const [sheet] = await readExcelFile(new Uint8Array(await variance.arrayBuffer()).buffer);
    const [headers, ...rows] = sheet!.data.map((row) => row.map((c) => (c === null ? "" : String(c))));
    const column = (name: string) => headers!.indexOf(name);
    const summaryRows = rows.filter((r) => r[column("Section")] === "01 11 00");
    expect(summaryRows.map((r) => [r[column("Change")], r[column("Reviewer's Decision")]])).toEqual(
      summaryItems.map(() => ["Removed (section deleted by addendum)", "Accepted"]),
    );

    await post(`/api/projects/${projectId}/changes/undo`, { changeIds: all.map((c) => c.id) });
    expect(await register(projectId)).toEqual({ ...before, project: expect.anything() });
  }, 180_000);
});
