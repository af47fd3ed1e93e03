// Every project-scoped route × every role, over real HTTP and a real database (PGlite; PostgreSQL too with
// TEST_DATABASE_URL): the owner, an editor, a viewer, a member the owner removed and a stranger. A role that allows the
// call gets its success status; a member whose role is too low a 403; the removed member exactly the stranger's 404.
// The OpenAPI document is read first: a project-scoped operation without a row here fails the suite.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleAllows, ROLE_NOT_ALLOWED, type ProjectRole } from "../../../src/contract/project-members";
import { projectChangeListSchema } from "../../../src/contract/project-changes";
import { projectListSchema } from "../../../src/contract/projects";
import { scans } from "../../../src/server/db/schema";
import { addMember } from "../../../src/server/projects/membership/member-records";
import { sampleSpec, upload, waitForScan, watchProgress } from "../../fixtures/scans/scan-test-client";
import { writeAddendum, writeProjectManual } from "../../fixtures/specs/revisions";
import { backends } from "../helpers/backends";
import { insertCompletedScan } from "../helpers/completed-scan";
import { projectClient } from "../helpers/project-client";
import { registerTeam, shareWithTeam, TEAM_ROLES, type Team, type TeamRole } from "../helpers/project-team";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { NOT_CONNECTED } from "../../../src/server/procore/procore-connection";
import { AUTODESK_SETUP_TEXT } from "../../../src/contract/autodesk";
import { registerUser, uniqueEmail, type SignedInUser } from "../helpers/users";

type Answer = { status: number; message?: string };
type Case = {
  /** The operation as the OpenAPI document names it: "GET /api/projects/{id}". */
  operation: string;
  /** The least role the call needs. */
  needs: ProjectRole;
  success: number;
  /** The message of a `success` that is an error past the role check ("Connect your Procore account first."). */
  successMessage?: string;
  send: (who: SignedInUser) => Promise<Answer>;
};

/** An operation is project-scoped when its path is a project's or a scan's (a scan may be a project's document), or
 * when it takes a `projectId` (an upload into a project). */
function isProjectScoped(path: string, operation: { parameters?: { in: string; name: string }[] }): boolean {
  if (path.startsWith("/api/projects/{") || path.startsWith("/api/scans/{")) return true;
  return (operation.parameters ?? []).some((p) => p.in === "query" && p.name === "projectId");
}

const TEAM_ROLE: Record<TeamRole, ProjectRole | null> = {
  owner: "owner",
  editor: "editor",
  viewer: "viewer",
  removed: null,
  stranger: null,
};

describe.each(backends())("project routes by role on %s", (backend) => {
  const dir = mkdtempSync(join(tmpdir(), "project-roles-"));
  const [manualPdf, addendumPdf] = ["manual", "addendum"].map((n) => join(dir, `${n}.pdf`));
  let server: TestServer;
  let team: Team;
  let spare: SignedInUser;
  let projectId = "";
  let manualId = "";
  let addendumId = "";
  let changeId = "";

  beforeAll(async () => {
    await Promise.all([writeProjectManual(manualPdf!), writeAddendum(addendumPdf!)]);
    server = await startTestServer({ backend, env: { SCAN_THREADS: "0" } });
    team = await registerTeam(server);
    spare = await registerUser(server, { firstName: "Pat", lastName: "Spare" });
    const api = projectClient(team.owner.client);
    manualId = await api.scanFile(manualPdf!, "Manual.pdf");
    projectId = await api.projectOf(manualId);
    addendumId = await api.scanFile(addendumPdf!, "Addendum 01.pdf", `?projectId=${projectId}&kind=addendum`);
    const pending = (await api.changes(projectId)).filter((c) => c.state === "pending");
    changeId = pending[0]!.id;
    await shareWithTeam(server, team, projectId);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const answer = async (res: Response): Promise<Answer> => {
    if (res.status < 400) {
      await res.arrayBuffer();
      return { status: res.status };
    }
    return { status: res.status, message: ((await res.json()) as { message?: string }).message };
  };
  const call = (method: string, path: string, body?: unknown) => async (who: SignedInUser) => {
    const res = await who.client.json<{ message?: string }>(method, path, body);
    return { status: res.status, message: res.status >= 400 ? res.body?.message : undefined };
  };
  const ownerUndo = async () => {
    const changes = projectChangeListSchema.parse(
      (await team.owner.client.get(`/api/projects/${projectId}/changes`)).body,
    );
    if (changes.find((c) => c.id === changeId)?.state !== "pending") {
      await team.owner.client.post(`/api/projects/${projectId}/changes/undo`, { changeIds: [changeId] });
    }
  };
  const uploadInto = (path: "/api/scans" | "/api/scans/batch") => async (who: SignedInUser) => {
    const res = await upload(
      { fetch: (p, init) => who.client.fetch(`${p}?projectId=${projectId}&kind=bulletin`, init) },
      path,
      [sampleSpec("Bulletin.pdf")],
    );
    if (res.status === 201) await waitForScan(who.client, String((res.body.scanIds as string[])[0]));
    return { status: res.status, message: res.status >= 400 ? String(res.body.message) : undefined };
  };

  const cases = (): Case[] => [
    {
      operation: "GET /api/projects/{id}",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/projects/${projectId}`),
    },
    {
      operation: "PATCH /api/projects/{id}",
      needs: "owner",
      success: 200,
      send: call("PATCH", `/api/projects/${projectId}`, { name: "Harbor Clinic", number: "24-117" }),
    },
    {
      operation: "GET /api/projects/{id}/register",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/projects/${projectId}/register`),
    },
    {
      operation: "GET /api/projects/{id}/items/history",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/projects/${projectId}/items/history`),
    },
    {
      operation: "GET /api/projects/{id}/activity",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/projects/${projectId}/activity?userId=${team.editor.user.id}`),
    },
    {
      operation: "GET /api/projects/{id}/changes",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/projects/${projectId}/changes`),
    },
    {
      operation: "GET /api/projects/{id}/notes",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/projects/${projectId}/notes`),
    },
    {
      operation: "POST /api/projects/{id}/changes/decide",
      needs: "editor",
      success: 200,
      send: async (who) => {
        const result = await call("POST", `/api/projects/${projectId}/changes/decide`, {
          decision: "keep",
          changeIds: [changeId],
        })(who);
        await ownerUndo();
        return result;
      },
    },
    {
      operation: "POST /api/projects/{id}/changes/undo",
      needs: "editor",
      success: 200,
      send: async (who) => {
        await team.owner.client.post(`/api/projects/${projectId}/changes/decide`, {
          decision: "keep",
          changeIds: [changeId],
        });
        const result = await call("POST", `/api/projects/${projectId}/changes/undo`, { changeIds: [changeId] })(who);
        await ownerUndo();
        return result;
      },
    },
    {
      operation: "GET /api/projects/{id}/documents/{documentId}/variance",
      needs: "viewer",
      success: 200,
      send: async (who) =>
        answer(await who.client.fetch(`/api/projects/${projectId}/documents/${addendumId}/variance`)),
    },
    {
      operation: "GET /api/projects/{id}/members",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/projects/${projectId}/members`),
    },
    {
      operation: "PATCH /api/projects/{id}/members/{userId}",
      needs: "owner",
      success: 200,
      send: call("PATCH", `/api/projects/${projectId}/members/${team.viewer.user.id}`, { role: "viewer" }),
    },
    {
      operation: "DELETE /api/projects/{id}/members/{userId}",
      needs: "owner",
      success: 200,
      send: async (who) => {
        await addMember(server.db, projectId, spare.user.id, "viewer");
        return call("DELETE", `/api/projects/${projectId}/members/${spare.user.id}`)(who);
      },
    },
    {
      operation: "POST /api/projects/{id}/invitations",
      needs: "owner",
      success: 200,
      send: async (who) =>
        call("POST", `/api/projects/${projectId}/invitations`, { email: uniqueEmail("invitee"), role: "viewer" })(who),
    },
    {
      operation: "DELETE /api/projects/{id}/invitations/{invitationId}",
      needs: "owner",
      success: 200,
      send: call("DELETE", `/api/projects/${projectId}/invitations/0b1c6f0e-1b9e-4c1a-9a53-0d5e1f3c1a11`),
    },
    { operation: "GET /api/scans/{id}", needs: "viewer", success: 200, send: call("GET", `/api/scans/${manualId}`) },
    {
      operation: "PATCH /api/scans/{id}",
      needs: "editor",
      success: 200,
      send: async (who) => {
        const current = await team.owner.client.get<{ extractedData: unknown }>(`/api/scans/${manualId}`);
        const etag = current.headers.get("etag") ?? "";
        return call("PATCH", `/api/scans/${manualId}`, { extractedData: current.body.extractedData })({
          ...who,
          client: Object.assign(Object.create(who.client) as typeof who.client, {
            json: (method: string, path: string, body?: unknown) =>
              who.client.json(method, path, body, { "if-match": etag }),
          }),
        });
      },
    },
    {
      operation: "DELETE /api/scans/{id}",
      needs: "owner",
      success: 204,
      send: async (who) => {
        // A document an editor added: the project's owner deletes it, nobody else.
        const id = await insertCompletedScan(server.db, { userId: team.editor.user.id, fileName: "Bulletin 9.pdf" });
        await server.db.update(scans).set({ projectId, documentKind: "bulletin" }).where(eq(scans.id, id));
        return call("DELETE", `/api/scans/${id}`)(who);
      },
    },
    {
      operation: "GET /api/scans/{id}/history",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/scans/${manualId}/history`),
    },
    {
      operation: "GET /api/scans/{id}/pages/{page}/image",
      needs: "viewer",
      success: 200,
      send: async (who) => answer(await who.client.fetch(`/api/scans/${manualId}/pages/1/image?width=300`)),
    },
    {
      operation: "GET /api/scans/{id}/export-settings",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/scans/${manualId}/export-settings`),
    },
    {
      operation: "PUT /api/scans/{id}/export-settings",
      needs: "editor",
      success: 200,
      send: call("PUT", `/api/scans/${manualId}/export-settings`, { submittalManager: "Dana Lee" }),
    },
    // Send to Procore: a member whose role allows it gets past the role check to their own Procore connection, which
    // nobody here has (409 "not connected"); the others are refused before it.
    {
      operation: "GET /api/scans/{id}/procore/types",
      needs: "editor",
      success: 409,
      successMessage: NOT_CONNECTED,
      send: call("GET", `/api/scans/${manualId}/procore/types`),
    },
    {
      operation: "GET /api/scans/{id}/procore/send",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/scans/${manualId}/procore/send`),
    },
    {
      operation: "POST /api/scans/{id}/procore/send",
      needs: "editor",
      success: 409,
      successMessage: NOT_CONNECTED,
      send: call("POST", `/api/scans/${manualId}/procore/send`, {}),
    },
    {
      operation: "POST /api/scans/{id}/procore/send/cancel",
      needs: "editor",
      success: 200,
      send: call("POST", `/api/scans/${manualId}/procore/send/cancel`, {}),
    },
    // Send to Autodesk Build: this server has no Autodesk app, so a member whose role allows it gets past the role
    // check to the set-up answer (503); the others are refused before it.
    {
      operation: "GET /api/scans/{id}/autodesk/types",
      needs: "editor",
      success: 503,
      successMessage: AUTODESK_SETUP_TEXT,
      send: call("GET", `/api/scans/${manualId}/autodesk/types`),
    },
    {
      operation: "GET /api/scans/{id}/autodesk/send",
      needs: "viewer",
      success: 200,
      send: call("GET", `/api/scans/${manualId}/autodesk/send`),
    },
    {
      operation: "POST /api/scans/{id}/autodesk/send",
      needs: "editor",
      success: 503,
      successMessage: AUTODESK_SETUP_TEXT,
      send: call("POST", `/api/scans/${manualId}/autodesk/send`, {}),
    },
    {
      operation: "POST /api/scans/{id}/autodesk/send/cancel",
      needs: "editor",
      success: 200,
      send: call("POST", `/api/scans/${manualId}/autodesk/send/cancel`, {}),
    },
    { operation: "POST /api/scans", needs: "editor", success: 201, send: uploadInto("/api/scans") },
    { operation: "POST /api/scans/batch", needs: "editor", success: 201, send: uploadInto("/api/scans/batch") },
  ];

  it("has a role row for every project-scoped operation of the OpenAPI document", async () => {
    type Doc = { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
    const doc = (await team.stranger.client.get<Doc>("/api/openapi.json")).body;
    const scoped = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, operation]) => isProjectScoped(path, operation))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const covered = cases().map((c) => c.operation);
    expect(scoped.length).toBeGreaterThan(15);
    expect(
      scoped.filter((op) => !covered.includes(op)),
      "project-scoped operations without a role test",
    ).toEqual([]);
    // And no row names an operation the API does not have.
    expect(covered.filter((op) => !scoped.includes(op))).toEqual([]);
  });

  it("answers each role by what it allows; the removed member exactly as the stranger", async () => {
    const table: string[] = [];
    for (const c of cases()) {
      const got = {} as Record<TeamRole, Answer>;
      for (const who of TEAM_ROLES) got[who] = await c.send(team[who]);
      table.push(`${c.operation.padEnd(58)} ${TEAM_ROLES.map((r) => `${r} ${got[r].status}`).join("  ")}`);
      for (const who of TEAM_ROLES) {
        const role = TEAM_ROLE[who];
        const name = `${c.operation} as ${who}`;
        if (role && roleAllows(role, c.needs))
          expect(got[who], name).toEqual({ status: c.success, message: c.successMessage });
        else if (role) expect(got[who], name).toEqual({ status: 403, message: ROLE_NOT_ALLOWED });
        else expect(got[who].status, name).toBe(404);
      }
      expect(got.removed, `${c.operation}: removed member and stranger`).toEqual(got.stranger);
    }
    console.info(`route × role (${backend}):\n${table.join("\n")}`);
  }, 240_000);

  it("relays a document's progress to members only; the removed member's socket closes as a stranger's", async () => {
    for (const who of TEAM_ROLES) {
      const { done } = watchProgress(server.url, team[who].client.cookies, manualId);
      const result = await done;
      if (TEAM_ROLE[who]) {
        expect(result.closeCode, who).toBe(1000);
        expect(result.messages.at(-1)?.status, who).toBe("completed");
      } else expect(result, who).toEqual({ messages: [], closeCode: 4404 });
    }
  }, 60_000);

  it("lists the project to its members with their role, and not to the removed member or a stranger", async () => {
    for (const who of TEAM_ROLES) {
      const list = projectListSchema.parse((await team[who].client.get("/api/projects")).body);
      const listed = list.find((p) => p.id === projectId);
      if (TEAM_ROLE[who]) expect(listed?.role, who).toBe(TEAM_ROLE[who]);
      else expect(listed, who).toBeUndefined();
      if (listed) expect(listed.ownerName).toBe("Ada Okafor");
    }
  });
});
