// Two web processes of the built server on one PostgreSQL, real WebSockets to each: a member connected through one
// is listed to a member connected through the other, a removal made on one closes the member's sockets on the other
// at once (and the next request there is refused), a role change made on one answers the next request on the other,
// a process stopped takes its members out of the others' lists at once, and one killed outright once its rows expire.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { projects, scans } from "../../../src/server/db/schema";
import { PRESENCE_TIMING } from "../../../src/server/projects/presence/presence-registry";
import { watchProgress } from "../../fixtures/scans/scan-test-client";
import { createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";
import { insertCompletedScan } from "../helpers/completed-scan";
import { HttpClient } from "../helpers/http-client";
import { watchPresence } from "../helpers/presence-watcher";
import { registerTeam, shareWithTeam, type Team, type TeamRole } from "../helpers/project-team";
import { MAIN_BUNDLE, stopProcesses } from "../helpers/server-process";
import { startScanProcesses, type ScanProcesses } from "../helpers/worker-processes";

const runnable = Boolean(process.env.TEST_DATABASE_URL) && existsSync(MAIN_BUNDLE);

describe.runIf(runnable)("presence and revoked access across two web processes on PostgreSQL", () => {
  let postgres: FreshPostgresDatabase;
  let database: Database;
  let processes: ScanProcesses;
  let team: Team;
  let projectId = "";
  let webA = "";
  let webB = "";
  let webC = "";
  const dataDir = mkdtempSync(join(tmpdir(), "presence-two-webs-"));

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    processes = await startScanProcesses({ databaseUrl: postgres.url, dataDir, webServers: 3, workers: 0 });
    [webA, webB, webC] = processes.urls as [string, string, string];
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
    team = await registerTeam({ url: webA, db: database.db }, 0);
    const [project] = await database.db
      .insert(projects)
      .values({ userId: team.owner.user.id })
      .returning({ id: projects.id });
    projectId = project!.id;
    await shareWithTeam({ db: database.db }, team, projectId);
  }, 120_000);

  afterAll(async () => {
    await processes?.stop();
    await database?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The member's session, on web process B (sessions live in the shared database). */
  const onB = (who: TeamRole) => {
    const client = new HttpClient(webB);
    for (const [name, value] of team[who].client.cookies) client.cookies.set(name, value);
    return client;
  };
  const watch = (url: string, who: TeamRole) => watchPresence(url, team[who].client.cookies, projectId);

  it("lists a member connected through the other process, and drops them when they leave", async () => {
    const owner = watch(webA, "owner");
    expect((await owner.until(["Ada Okafor"])).people).toHaveLength(1);
    const editor = watch(webB, "editor");
    await editor.until(["Ada Okafor", "Dana Lee"]);
    await owner.until(["Ada Okafor", "Dana Lee"]);
    const viewer = watch(webB, "viewer");
    await viewer.until(["Ada Okafor", "Dana Lee", "Vic Moreau"]);
    await owner.until(["Ada Okafor", "Dana Lee", "Vic Moreau"]);

    editor.close();
    await owner.until(["Ada Okafor", "Vic Moreau"]);
    await viewer.until(["Ada Okafor", "Vic Moreau"]);
    viewer.close();
    await owner.until(["Ada Okafor"]);
    owner.close();
    await owner.closed;
  });

  it("answers a role change made on one process by the new role on the other; the member's socket stays", async () => {
    const decide = () => onB("editor").post(`/api/projects/${projectId}/changes/decide`, { decision: "accept" });
    expect((await decide()).status).not.toBe(403);
    const editor = watch(webB, "editor");
    await editor.until(["Dana Lee"]);
    const demoted = await team.owner.client.patch(`/api/projects/${projectId}/members/${team.editor.user.id}`, {
      role: "viewer",
    });
    expect(demoted.status).toBe(200);
    expect((await decide()).status).toBe(403);
    // Every role reads: the presence socket on the other process is not closed by a role change (decision 0287).
    const owner = watch(webA, "owner");
    await editor.until(["Ada Okafor", "Dana Lee"]);
    expect(await Promise.race([editor.closed, new Promise((resolve) => setTimeout(resolve, 500, "open"))])).toBe(
      "open",
    );
    editor.close();
    owner.close();
    await Promise.all([editor.closed, owner.closed]);
  });

  it("closes a removed member's sockets on the other process at once; their next request there is a 404", async () => {
    // A document still being read keeps its progress socket open, on B.
    const reading = await insertCompletedScan(database.db, { userId: team.viewer.user.id, fileName: "Bulletin.pdf" });
    await database.db
      .update(scans)
      .set({ projectId, status: "processing", completedAt: null })
      .where(eq(scans.id, reading));
    const viewer = watch(webB, "viewer");
    await viewer.next(1);
    const progress = watchProgress(webB, team.viewer.client.cookies, reading);
    await progress.opened;

    const started = performance.now();
    const removed = await team.owner.client.delete(`/api/projects/${projectId}/members/${team.viewer.user.id}`);
    expect(removed.status).toBe(200);
    const stillOpen = new Promise((resolve) => setTimeout(resolve, 5_000, "still open after 5 s"));
    expect(await Promise.race([viewer.closed, stillOpen])).toBe(4404);
    expect(await Promise.race([progress.done.then((done) => done.closeCode), stillOpen])).toBe(4404);
    const closedMs = performance.now() - started;
    console.info(`removed member's sockets on the other process closed ${closedMs.toFixed(0)} ms after the removal`);
    // At once: well inside the presence heartbeat, so the removal itself closed them, not a later sweep.
    expect(closedMs).toBeLessThan(PRESENCE_TIMING.heartbeatMs);
    expect((await onB("viewer").get(`/api/projects/${projectId}`)).status).toBe(404);
    expect(await watch(webB, "viewer").closed).toBe(4404);
    await database.db.update(scans).set({ status: "failed" }).where(eq(scans.id, reading));
  });

  it("drops the members of a process stopped (SIGTERM) at once, with nothing logged as an error", async () => {
    const owner = watch(webA, "owner");
    await owner.until(["Ada Okafor"]);
    const editor = watch(webC, "editor");
    await owner.until(["Ada Okafor", "Dana Lee"]);

    const stopped = performance.now();
    await stopProcesses([processes.webs[2]!], "SIGTERM");
    await editor.closed;
    await owner.until(["Ada Okafor"], PRESENCE_TIMING.heartbeatMs);
    console.info(`a stopped process's member left the list ${(performance.now() - stopped).toFixed(0)} ms after`);
    expect(processes.webs[2]!.output()).not.toMatch(/"level":(50|60)/);
    owner.close();
  });

  it("drops the members of a process killed outright once its rows expire", async () => {
    const owner = watch(webA, "owner");
    await owner.until(["Ada Okafor"]);
    const editor = watch(webB, "editor");
    await owner.until(["Ada Okafor", "Dana Lee"]);

    const killed = performance.now();
    await stopProcesses([processes.webs[1]!], "SIGKILL");
    await editor.closed;
    const { heartbeatMs, ttlSeconds } = PRESENCE_TIMING;
    await owner.until(["Ada Okafor"], ttlSeconds * 1000 + 2 * heartbeatMs + 5_000);
    console.info(`a killed process's member left the list ${(performance.now() - killed).toFixed(0)} ms after`);
    owner.close();
  }, 60_000);
});
