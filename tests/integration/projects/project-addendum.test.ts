// An addendum's instructions applied to a project's register, over real HTTP and a real database: "Delete Section
// 01 11 00 in its entirety" comes out as removed changes, the replaced section compares with the addendum's text, and
// after accepting everything the register is the conformed manual's; undo gives it back. The addendum's text is read
// whether its scan is read in one job or in page ranges (decision 0255).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import readExcelFile from "read-excel-file/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectNotesSchema, type ProjectRegister } from "../../../src/contract/projects";
import { scanDetailSchema } from "../../../src/contract/scans";
import type { Submittal } from "../../../src/contract/submittal";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import {
  MISSING_SECTION,
  writeAddendum,
  writeAddendumNamingMissingSection,
  writeConformedManual,
  writeProjectManual,
} from "../../fixtures/specs/revisions";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { projectClient, type ProjectClient } from "../helpers/project-client";
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
  const [manualPdf, addendumPdf, conformedPdf, secondAddendumPdf] = [
    "manual",
    "addendum",
    "conformed",
    "addendum-2",
  ].map((n) => join(dir, `${n}.pdf`));
  let server: TestServer;
  let owner: SignedInUser;
  let api: ProjectClient;

  beforeAll(async () => {
    await Promise.all([
      writeProjectManual(manualPdf!),
      writeAddendum(addendumPdf!),
      writeConformedManual(conformedPdf!),
      writeAddendumNamingMissingSection(secondAddendumPdf!),
    ]);
    server = await startTestServer({ env });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    api = projectClient(owner.client);
    await grantCredits(server.db, { userId: owner.user.id, credits: 20, reason: "test setup", actorId: null });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const items = (r: ProjectRegister) => r.items.map((i) => i.submittal);

  it("removes the section it deletes, takes the new text of the one it replaces, and undoes both", async () => {
    const projectId = await api.projectOf(await api.scanFile(manualPdf!, "Manual.pdf"));
    const before = await api.register(projectId);
    const summaryItems = items(before).filter((s) => s.section === "01 11 00");
    expect(summaryItems.length).toBeGreaterThan(0);

    const addendumId = await api.scanFile(addendumPdf!, "Addendum 01.pdf", `?projectId=${projectId}&kind=addendum`);
    // Each item of the deleted section waits as removed, with the addendum's instruction as its reason.
    const summaryChanges = (await api.changes(projectId)).filter((c) => c.section === "01 11 00");
    expect(summaryChanges).toHaveLength(summaryItems.length);
    expect(summaryChanges.every((c) => c.kind === "removed" && /delete/i.test(c.reason))).toBe(true);
    // Nothing applies until accepted.
    expect(await api.register(projectId)).toEqual({ ...before, project: expect.anything() });

    const all = await api.decide(projectId, { decision: "accept" });
    expect(all.every((c) => c.state === "accepted")).toBe(true);
    const fresh = scanDetailSchema.parse(
      (await owner.client.get(`/api/scans/${await api.scanFile(conformedPdf!, "Conformed.pdf")}`)).body,
    ).extractedData!;
    expect(
      items(await api.register(projectId))
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

    await api.undo(
      projectId,
      all.map((c) => c.id),
    );
    expect(await api.register(projectId)).toEqual({ ...before, project: expect.anything() });
  }, 180_000);

  it("tells the reviewer which of its instructions it could not apply", async () => {
    const projectId = await api.projectOf(await api.scanFile(manualPdf!, "Manual.pdf"));
    expect((await owner.client.get(`/api/projects/${projectId}/notes`)).body).toEqual([]);
    const addendumId = await api.scanFile(
      secondAddendumPdf!,
      "Addendum 02.pdf",
      `?projectId=${projectId}&kind=addendum`,
    );
    const notes = projectNotesSchema.parse((await owner.client.get(`/api/projects/${projectId}/notes`)).body);
    expect(notes).toEqual([
      {
        documentId: addendumId,
        fileName: "Addendum 02.pdf",
        notes: [
          `Section ${MISSING_SECTION} is deleted by the addendum but is not in the register; nothing was removed.`,
        ],
      },
    ]);
    // The instruction it could apply waits as usual.
    expect((await api.changes(projectId)).every((c) => c.section === "05 52 00")).toBe(true);
    const stranger = await registerUser(server);
    expect((await stranger.client.get(`/api/projects/${projectId}/notes`)).status).toBe(404);
  }, 120_000);
});
