// Who else is in the project now, over a real WebSocket, real HTTP and a real database: members who open the project
// are announced to each other, a stranger and a removed member are closed with 4404, and a member removed while
// connected is closed at once and leaves the others' list; one whose membership went without a word is closed by the
// next heartbeat.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectMembers, projects, scans } from "../../../src/server/db/schema";
import { addMember } from "../../../src/server/projects/membership/member-records";
import { PRESENCE_TIMING } from "../../../src/server/projects/presence/presence-registry";
import { backends } from "../helpers/backends";
import { insertCompletedScan } from "../helpers/completed-scan";
import { presentNames, watchPresence } from "../helpers/presence-watcher";
import { registerTeam, shareWithTeam, type Team } from "../helpers/project-team";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe.each(backends())("project presence on %s", (backend) => {
  let server: TestServer;
  let team: Team;
  let projectId = "";

  beforeAll(async () => {
    server = await startTestServer({ backend });
    team = await registerTeam(server, 0);
    const scanId = await insertCompletedScan(server.db, { userId: team.owner.user.id, fileName: "Manual.pdf" });
    const [project] = await server.db
      .insert(projects)
      .values({ userId: team.owner.user.id })
      .returning({ id: projects.id });
    projectId = project!.id;
    await server.db.update(scans).set({ projectId }).where(eq(scans.id, scanId));
    await shareWithTeam(server, team, projectId);
  }, 60_000);
  afterAll(() => server?.close());

  const watch = (cookies: Map<string, string>) => watchPresence(server.url, cookies, projectId);
  const names = presentNames;

  it("announces members to each other and closes a stranger and a removed member as 4404", async () => {
    const owner = watch(team.owner.client.cookies);
    expect(names(await owner.next(1))).toEqual(["Ada Okafor"]);
    const editor = watch(team.editor.client.cookies);
    expect(names(await editor.next(1))).toEqual(["Ada Okafor", "Dana Lee"]);
    expect(names(await owner.next(2))).toEqual(["Ada Okafor", "Dana Lee"]);

    for (const outsider of [team.stranger, team.removed]) {
      const refused = watch(outsider.client.cookies);
      expect(await refused.closed).toBe(4404);
      expect(refused.messages).toEqual([]);
    }

    const viewer = watch(team.viewer.client.cookies);
    expect(names(await viewer.next(1))).toEqual(["Ada Okafor", "Dana Lee", "Vic Moreau"]);
    const removal = await team.owner.client.delete(`/api/projects/${projectId}/members/${team.viewer.user.id}`);
    expect(removal.status).toBe(200);
    expect(await viewer.closed).toBe(4404);
    expect(names(await owner.next(4))).toEqual(["Ada Okafor", "Dana Lee"]);

    editor.close();
    expect(names(await owner.next(5))).toEqual(["Ada Okafor"]);
    owner.close();
    await owner.closed;
  });

  it("closes a member whose membership went without news (no removal announced) within a heartbeat", async () => {
    await addMember(server.db, projectId, team.removed.user.id, "viewer");
    const member = watch(team.removed.client.cookies);
    await member.next(1);
    // Gone from the database alone, as when the announcement of a removal is lost.
    await server.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, team.removed.user.id)));
    const limit = PRESENCE_TIMING.heartbeatMs + 5_000;
    const stillOpen = new Promise((resolve) => setTimeout(resolve, limit, `still open after ${limit} ms`));
    expect(await Promise.race([member.closed, stillOpen])).toBe(4404);
  }, 30_000);
});
