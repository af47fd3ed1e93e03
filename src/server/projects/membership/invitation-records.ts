// Invitations to a project: a random single-use token e-mailed through the same mailer as password resets, stored
// only as its sha256, valid for seven days; accepting it (signed in with the invited address) makes a member.
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  INVITATION_INVALID,
  INVITATION_OTHER_ACCOUNT,
  ROLE_LABEL,
  type AcceptedInvitation,
  type InvitationPreview,
  type InviteMember,
  type PendingInvitation,
} from "../../../contract/project-members";
import { hashResetToken } from "../../auth/password-reset";
import type { Db } from "../../db/client";
import { projectInvitations, projectMembers, projects, users, type ProjectRow } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../http/app-error";
import { personName } from "../../account/person-name";
import { addMember } from "./member-records";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ALREADY_MEMBER = "This person is already a member of the project.";

export function projectTitle(project: Pick<ProjectRow, "name" | "number">): string {
  return [project.number, project.name].filter(Boolean).join(" ") || "an unnamed project";
}

export async function listOpenInvitations(db: Db, projectId: string): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(projectInvitations)
    .where(
      and(
        eq(projectInvitations.projectId, projectId),
        isNull(projectInvitations.acceptedAt),
        gt(projectInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(projectInvitations.createdAt));
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, expiresAt: r.expiresAt.toISOString() }));
}

/** Stores a fresh invitation (replacing an open one to the same address) and e-mails its link. */
export async function inviteMember(
  db: Db,
  mailer: Mailer,
  options: { project: ProjectRow; inviter: { id: string; name: string }; invite: InviteMember; appUrl: string },
): Promise<void> {
  const { project, inviter, invite } = options;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(projectMembers, and(eq(projectMembers.userId, users.id), eq(projectMembers.projectId, project.id)))
    .where(
      and(
        eq(users.email, invite.email),
        sql`(${users.id} = ${project.userId} or ${projectMembers.userId} is not null)`,
      ),
    );
  if (existing) throw new AppError("conflict", ALREADY_MEMBER);
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .delete(projectInvitations)
      .where(
        and(
          eq(projectInvitations.projectId, project.id),
          eq(projectInvitations.email, invite.email),
          isNull(projectInvitations.acceptedAt),
        ),
      );
    await tx.insert(projectInvitations).values({
      projectId: project.id,
      email: invite.email,
      role: invite.role,
      tokenHash: hashResetToken(token),
      invitedBy: inviter.id,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
  });
  const link = `${options.appUrl}/invitation/${token}`;
  const title = projectTitle(project);
  await mailer.send({
    to: invite.email,
    subject: `${inviter.name} invited you to ${title} on Submittal Scanner`,
    text:
      `Hello,\n\n${inviter.name} invited you to work on the submittal log of ${title} as ` +
      `${ROLE_LABEL[invite.role].toLowerCase()}. To accept, open:\n\n${link}\n\n` +
      `If you have no account yet, you can create one there with this e-mail address. The link works once and ` +
      `expires in seven days. If you did not expect this, ignore this e-mail.\n`,
  });
}

async function openInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: projectInvitations, project: projects })
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .where(
      and(
        eq(projectInvitations.tokenHash, hashResetToken(token)),
        isNull(projectInvitations.acceptedAt),
        gt(projectInvitations.expiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError("bad_request", INVITATION_INVALID);
  return row;
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const { invitation, project } = await openInvitation(db, token);
  const [inviter] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, invitation.invitedBy ?? project.userId));
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  return {
    projectName: projectTitle(project),
    invitedBy: personName(inviter?.firstName ?? null, inviter?.lastName ?? null, inviter?.email ?? null),
    email: invitation.email,
    role: invitation.role,
    hasAccount: Boolean(account),
  };
}

/** The signed-in user (with the invited address) becomes a member; the token is used up in the same transaction. */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  token: string,
): Promise<AcceptedInvitation> {
  const { invitation } = await openInvitation(db, token);
  if (invitation.email !== user.email.toLowerCase()) throw new AppError("forbidden", INVITATION_OTHER_ACCOUNT);
  return db.transaction(async (tx) => {
    // One conditional UPDATE: two requests racing with the same token cannot both succeed.
    const [used] = await tx
      .update(projectInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(and(eq(projectInvitations.id, invitation.id), isNull(projectInvitations.acceptedAt)))
      .returning({ projectId: projectInvitations.projectId, role: projectInvitations.role });
    if (!used) throw new AppError("bad_request", INVITATION_INVALID);
    const [project] = await tx.select({ owner: projects.userId }).from(projects).where(eq(projects.id, used.projectId));
    if (project?.owner !== user.id) await addMember(tx, used.projectId, user.id, used.role);
    return { projectId: used.projectId, role: used.role };
  });
}
