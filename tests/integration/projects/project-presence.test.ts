// Who else is in the project now, over a real WebSocket, real HTTP and a real database: members who open the project
// are announced to each other, a stranger and a removed member are closed with 4404, and a member removed while
// connected is closed at once and leaves the others' list.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { presenceMessageSchema, type PresenceMessage } from "../../../src/contract/project-presence";
import { projects, scans } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import { insertCompletedScan } from "../helpers/completed-scan";
import { registerTeam, shareWithTeam, type Team } from "../helpers/project-team";
import { startTestServer, type TestServer } from "../helpers/test-server";

type Watcher = {
  messages: PresenceMessage[];
  closed: Promise<number>;
  close: () => void;
  next: (n: number) => Promise<PresenceMessage>;
};

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

  function watch(cookies: Map<string, string>): Watcher {
    const url = new URL(`/ws/project?projectId=${projectId}`, server.url);
    url.protocol = "ws:";
    const socket = new WebSocket(url, { headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } });
    const messages: PresenceMessage[] = [];
    const waiters: { n: number; resolve: (m: PresenceMessage) => void }[] = [];
    socket.on("message", (data: Buffer) => {
      messages.push(presenceMessageSchema.parse(JSON.parse(data.toString("utf8"))));
      for (const w of waiters.filter((w) => messages.length >= w.n)) w.resolve(messages[w.n - 1]!);
    });
    const closed = new Promise<number>((resolve) => socket.once("close", (code: number) => resolve(code)));
    return {
      messages,
      closed,
      close: () => socket.close(),
      next: (n) =>
        messages.length >= n
          ? Promise.resolve(messages[n - 1]!)
          : new Promise((resolve) => waiters.push({ n, resolve })),
    };
  }
  const names = (m: PresenceMessage) => m.people.map((p) => p.name);

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
});
