// Sharing a project: the roles a member can have, what each allows, the member list and the invitation payloads
// (docs/decisions/0285-project-membership-and-roles.md).
import { z } from "zod";
import { emailSchema } from "./auth";

export const projectRoleSchema = z.enum(["owner", "editor", "viewer"]);
export type ProjectRole = z.infer<typeof projectRoleSchema>;
/** The roles an owner can give: there is one owner, the project's creator. */
export const memberRoleSchema = z.enum(["editor", "viewer"]);
export type MemberRole = z.infer<typeof memberRoleSchema>;

const RANK: Record<ProjectRole, number> = { viewer: 0, editor: 1, owner: 2 };

/** Whether `role` allows what `needed` may do: owner ⊃ editor (review, edit, decide, upload, export) ⊃ viewer (read). */
export function roleAllows(role: ProjectRole, needed: ProjectRole): boolean {
  return RANK[role] >= RANK[needed];
}

export const ROLE_LABEL: Record<ProjectRole, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };
export const ROLE_NOT_ALLOWED = "Your role in this project does not allow this.";

export const projectMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: projectRoleSchema,
  /** When the member joined (the owner: when the project was started). */
  since: z.string(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/projects/:id/members. */
export const projectMembersSchema = z.object({
  members: z.array(projectMemberSchema),
  /** Only the owner sees the invitations still open. */
  invitations: z.array(pendingInvitationSchema),
});
export type ProjectMembers = z.infer<typeof projectMembersSchema>;

/** PATCH /api/projects/:id/members/:userId. */
export const changeMemberRoleSchema = z.object({ role: memberRoleSchema });

/** POST /api/projects/:id/invitations: the owner invites a colleague by e-mail. */
export const inviteMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema });
export type InviteMember = z.infer<typeof inviteMemberSchema>;

/** POST /api/invitations/preview and /accept: the token from the e-mailed link travels in the body, never a URL. */
export const invitationTokenSchema = z.object({ token: z.string().min(1).max(200) });

/** What the invitation page shows before the invitee signs in or registers. */
export const invitationPreviewSchema = z.object({
  projectName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  /** Whether an account with the invited address exists: sign in, else register. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptedInvitationSchema = z.object({ projectId: z.string(), role: memberRoleSchema });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const INVITATION_INVALID = "This invitation link is invalid, was already used or has expired.";
export const INVITATION_OTHER_ACCOUNT =
  "This invitation was sent to another e-mail address. Sign in with that address to accept it.";
