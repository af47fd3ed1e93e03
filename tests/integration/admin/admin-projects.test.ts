// The admin panel's project list over real HTTP and a real database (PGlite; PostgreSQL too with TEST_DATABASE_URL):
// the super-admin sees every project with its owner, editors and viewers and their roles, a removed member no longer;
// anyone else is refused (401 signed out, 403 signed in, the project's own owner included).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminProjectPageSchema, adminProjectSchema } from "../../../src/contract/admin";
import { projects, scans } from "../../../src/server/db/schema";
import { eq } from "drizzle-orm";
import { backends } from "../helpers/backends";
import { insertCompletedScan } from "../helpers/completed-scan";
import { HttpClient } from "../helpers/http-client";
import { registerTeam, shareWithTeam, type Team } from "../helpers/project-team";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, type SignedInUser } from "../helpers/users";

describe.each(backends())("admin project members on %s", (backend) => {
  let server: TestServer;
  let admin: SignedInUser;
  let team: Team;
  let sharedId: string;
  let soloId: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = await makeAdmin(server);
    team = await registerTeam(server, 0);
    const [solo] = await server.db
      .insert(projects)
      .values({ userId: team.stranger.user.id, name: "Depot Fit-Out" })
      .returning({ id: projects.id });
    soloId = solo!.id;
    const [shared] = await server.db
      .insert(projects)
      .values({ userId: team.owner.user.id, name: "Riverside Clinic", number: "2417" })
      .returning({ id: projects.id });
    sharedId = shared!.id;
    const scanId = await insertCompletedScan(server.db, { userId: team.owner.user.id, fileName: "Manual.pdf" });
    await server.db.update(scans).set({ projectId: sharedId }).where(eq(scans.id, scanId));
    await shareWithTeam(server, team, sharedId);
  });
  afterAll(() => server?.close());

  it("lists every project with its owner, editors and viewers and their roles", async () => {
    const res = await admin.client.get("/api/admin/projects");
    expect(res.status).toBe(200);
    const list = z.array(adminProjectSchema).parse(res.body);
    expect(list.map((p) => p.id)).toEqual([sharedId, soloId]);
    const shared = list[0]!;
    expect(shared).toMatchObject({ name: "Riverside Clinic", number: "2417", documents: 1 });
    expect(shared.members.map((m) => [m.name, m.email, m.role])).toEqual([
      ["Ada Okafor", team.owner.email, "owner"],
      ["Dana Lee", team.editor.email, "editor"],
      ["Vic Moreau", team.viewer.email, "viewer"],
    ]);
    // The member the owner removed is gone from the list at once.
    expect(shared.members.some((m) => m.userId === team.removed.user.id)).toBe(false);
    expect(list[1]!.members.map((m) => [m.name, m.role])).toEqual([["Sam Reyes", "owner"]]);
  });

  it("pages the same projects newest first", async () => {
    const first = adminProjectPageSchema.parse((await admin.client.get("/api/admin/projects?limit=1")).body);
    expect(first.items.map((p) => p.id)).toEqual([sharedId]);
    expect(first.nextCursor).not.toBeNull();
    const second = adminProjectPageSchema.parse(
      (await admin.client.get(`/api/admin/projects?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`)).body,
    );
    expect(second.items.map((p) => p.id)).toEqual([soloId]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses everyone but the super-admin, the project's owner and members included", async () => {
    const signedOut = await new HttpClient(server.url).get("/api/admin/projects");
    expect(signedOut.status).toBe(401);
    for (const who of ["owner", "editor", "viewer", "stranger"] as const) {
      const res = await team[who].client.get<{ message?: string }>("/api/admin/projects?limit=10");
      expect(res.status, who).toBe(403);
      expect(res.body.message, who).toBe("You do not have permission to access the admin panel.");
      expect(JSON.stringify(res.body), who).not.toContain("Riverside Clinic");
    }
  });
});
