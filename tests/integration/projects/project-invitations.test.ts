// Sharing a project over real HTTP, a real database and a real SMTP server on loopback: the owner invites by e-mail
// (the link is single use and expires), an invitee with an account joins signed in with the invited address, one
// without registers through the link and lands in the project; the owner changes a role or removes a member, whose
// open socket on the project closes at once and whose next request is a 404.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INVITATION_INVALID,
  INVITATION_OTHER_ACCOUNT,
  invitationPreviewSchema,
  projectMembersSchema,
  ROLE_NOT_ALLOWED,
} from "../../../src/contract/project-members";
import { projectSummarySchema } from "../../../src/contract/projects";
import { projectInvitations, projects, scans } from "../../../src/server/db/schema";
import { watchProgress } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { insertCompletedScan } from "../helpers/completed-scan";
import { HttpClient } from "../helpers/http-client";
import { startSmtpInbox, type SmtpInbox } from "../helpers/smtp-inbox";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, uniqueEmail, type SignedInUser } from "../helpers/users";

describe.each(backends())("project invitations on %s", (backend) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let owner: SignedInUser;
  let projectId = "";

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({
      backend,
      env: { SMTP_URL: inbox.url, MAIL_FROM: "Scanner <noreply@example.test>" },
    });
    owner = await registerUser(server, { firstName: "Ada", lastName: "Okafor" });
    const scanId = await insertCompletedScan(server.db, { userId: owner.user.id, fileName: "Manual.pdf" });
    const [project] = await server.db
      .insert(projects)
      .values({ userId: owner.user.id, name: "Harbor Clinic", number: "24-117" })
      .returning({ id: projects.id });
    projectId = project!.id;
    await server.db.update(scans).set({ projectId }).where(eq(scans.id, scanId));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  /** The owner invites `email` as `role`; the token of the link the invitee received. */
  async function invite(email: string, role: "editor" | "viewer"): Promise<string> {
    const res = await owner.client.post(`/api/projects/${projectId}/invitations`, { email, role });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await inbox.waitForMail(email, 10_000, "/invitation/");
    expect(mail.text).toContain("Ada Okafor invited you to work on the submittal log of 24-117 Harbor Clinic");
    const match = new RegExp(`${server.url}/invitation/([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return match![1]!;
  }
  const membersOf = async (client: HttpClient) =>
    projectMembersSchema.parse((await client.get(`/api/projects/${projectId}/members`)).body);

  it("e-mails a single-use link; the invitee signed in with that address joins with the role given", async () => {
    const colleague = await registerUser(server, { firstName: "Dana", lastName: "Lee" });
    expect((await colleague.client.get(`/api/projects/${projectId}`)).status).toBe(404);
    const token = await invite(colleague.email, "editor");
    // The owner sees the open invitation; the page the link opens shows what it is, with no session.
    expect((await membersOf(owner.client)).invitations).toEqual([
      expect.objectContaining({ email: colleague.email, role: "editor" }),
    ]);
    const preview = await new HttpClient(server.url).post("/api/invitations/preview", { token });
    expect(invitationPreviewSchema.parse(preview.body)).toEqual({
      projectName: "24-117 Harbor Clinic",
      invitedBy: "Ada Okafor",
      email: colleague.email,
      role: "editor",
      hasAccount: true,
    });

    const accepted = await colleague.client.post("/api/invitations/accept", { token });
    expect(accepted).toMatchObject({ status: 200, body: { projectId, role: "editor" } });
    const project = projectSummarySchema.parse((await colleague.client.get(`/api/projects/${projectId}`)).body);
    expect(project).toMatchObject({ role: "editor", ownerName: "Ada Okafor" });
    expect((await membersOf(colleague.client)).members.map((m) => [m.name, m.role])).toEqual([
      ["Ada Okafor", "owner"],
      ["Dana Lee", "editor"],
    ]);
    // An editor does not see who else was invited.
    expect((await membersOf(colleague.client)).invitations).toEqual([]);
    // Single use.
    const again = await colleague.client.post("/api/invitations/accept", { token });
    expect(again).toMatchObject({ status: 400, body: { message: INVITATION_INVALID } });
    expect((await owner.client.post("/api/invitations/preview", { token })).status).toBe(400);
  });

  it("lets an invitee without an account register through the link and land in the project", async () => {
    const email = uniqueEmail("superintendent");
    const token = await invite(email, "viewer");
    const anonymous = new HttpClient(server.url);
    const preview = invitationPreviewSchema.parse((await anonymous.post("/api/invitations/preview", { token })).body);
    expect(preview).toMatchObject({ email, role: "viewer", hasAccount: false });

    const newcomer = await registerUser(server, { email, firstName: "Vic", lastName: "Moreau" });
    expect(await newcomer.client.post("/api/invitations/accept", { token })).toMatchObject({
      status: 200,
      body: { projectId, role: "viewer" },
    });
    expect((await newcomer.client.get(`/api/projects/${projectId}/register`)).status).toBe(200);
    // A viewer reads; renaming is the owner's.
    const rename = await newcomer.client.patch(`/api/projects/${projectId}`, { name: "Mine", number: "" });
    expect(rename).toMatchObject({ status: 403, body: { message: ROLE_NOT_ALLOWED } });
  });

  it("refuses the link to another account, and once it has expired", async () => {
    const email = uniqueEmail("invitee");
    const token = await invite(email, "viewer");
    const other = await registerUser(server);
    expect(await other.client.post("/api/invitations/accept", { token })).toMatchObject({
      status: 403,
      body: { message: INVITATION_OTHER_ACCOUNT },
    });
    expect((await other.client.get(`/api/projects/${projectId}`)).status).toBe(404);

    await server.db
      .update(projectInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(projectInvitations.email, email));
    const invitee = await registerUser(server, { email });
    expect(await invitee.client.post("/api/invitations/accept", { token })).toMatchObject({
      status: 400,
      body: { message: INVITATION_INVALID },
    });
    expect((await invitee.client.get(`/api/projects/${projectId}`)).status).toBe(404);
    // Only the owner invites.
    const asNobody = await invitee.client.post(`/api/projects/${projectId}/invitations`, {
      email: uniqueEmail(),
      role: "editor",
    });
    expect(asNobody.status).toBe(404);
  });

  it("changes a member's role, and a removed member loses the project at once: open socket closed, next request 404", async () => {
    const member = await registerUser(server, { firstName: "Rae", lastName: "Quinn" });
    const token = await invite(member.email, "viewer");
    expect((await member.client.post("/api/invitations/accept", { token })).status).toBe(200);
    const decide = () => member.client.post(`/api/projects/${projectId}/changes/decide`, { decision: "accept" });
    expect((await decide()).status).toBe(403);

    const promoted = await owner.client.patch(`/api/projects/${projectId}/members/${member.user.id}`, {
      role: "editor",
    });
    expect(projectMembersSchema.parse(promoted.body).members.find((m) => m.userId === member.user.id)?.role).toBe(
      "editor",
    );
    expect((await decide()).status).toBe(200);

    // A document still being read keeps its progress socket open.
    const reading = await insertCompletedScan(server.db, { userId: member.user.id, fileName: "Bulletin.pdf" });
    await server.db
      .update(scans)
      .set({ projectId, status: "processing", completedAt: null })
      .where(eq(scans.id, reading));
    const socket = watchProgress(server.url, member.client.cookies, reading);
    await socket.opened;
    const started = performance.now();
    const removed = await owner.client.delete(`/api/projects/${projectId}/members/${member.user.id}`);
    expect(removed.status).toBe(200);
    expect((await socket.done).closeCode).toBe(4404);
    console.info(`removed member's socket closed ${(performance.now() - started).toFixed(0)} ms after the removal`);
    expect((await member.client.get(`/api/projects/${projectId}`)).status).toBe(404);
    expect((await member.client.get(`/api/scans/${reading}`)).status).toBe(404);
    await server.db.update(scans).set({ status: "failed" }).where(eq(scans.id, reading));
  });

  it("lets a member leave, but not the owner", async () => {
    const member = await registerUser(server);
    const token = await invite(member.email, "viewer");
    expect((await member.client.post("/api/invitations/accept", { token })).status).toBe(200);
    expect((await member.client.delete(`/api/projects/${projectId}/members/${member.user.id}`)).status).toBe(200);
    expect((await member.client.get(`/api/projects/${projectId}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/projects/${projectId}/members/${owner.user.id}`)).status).toBe(409);
  });
});
