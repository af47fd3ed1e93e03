// POST /api/projects/:id/invitations (the owner invites a colleague by e-mail with a role), DELETE
// /api/projects/:id/invitations/:invitationId (the owner withdraws one), POST /api/invitations/preview (no session:
// what the e-mailed link invites to, for the page that opens it) and POST /api/invitations/accept (signed in with the
// invited address: join the project).
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  inviteMemberSchema,
  projectMembersSchema,
} from "../../../contract/project-members";
import { PROJECT_NOT_FOUND } from "../../../contract/projects";
import { projectInvitations } from "../../db/schema";
import type { AppContext, AppInstance } from "../../http/app-context";
import { errorResponses, PUBLIC } from "../../http/openapi-operations";
import { authRateLimit, userRateLimit } from "../../http/rate-limit";
import { requireUser } from "../../http/session";
import { personName } from "../../account/person-name";
import { acceptInvitation, inviteMember, listOpenInvitations, previewInvitation } from "./invitation-records";
import { listMembers } from "./member-records";
import { findProjectAccess } from "./project-access";

export function registerInvitationRoutes(app: AppInstance, ctx: AppContext): void {
  const { db, mailer } = ctx;
  const config = { notFoundMessage: PROJECT_NOT_FOUND, ...userRateLimit(ctx.config.userRateLimitPerMinute) };
  const response = { 200: projectMembersSchema, ...errorResponses(409) };

  app.post(
    "/api/projects/:id/invitations",
    { config, schema: { params: z.object({ id: z.string() }), body: inviteMemberSchema, response } },
    async (request) => {
      const user = requireUser(request);
      const { project } = await findProjectAccess(db, user.id, request.params.id, "owner");
      const inviter = { id: user.id, name: personName(user.firstName, user.lastName, user.email) };
      await inviteMember(db, mailer, { project, inviter, invite: request.body, appUrl: ctx.config.appUrl });
      return { members: await listMembers(db, project), invitations: await listOpenInvitations(db, project.id) };
    },
  );

  app.delete(
    "/api/projects/:id/invitations/:invitationId",
    { config, schema: { params: z.object({ id: z.string(), invitationId: z.string() }), response } },
    async (request) => {
      const user = requireUser(request);
      const { project } = await findProjectAccess(db, user.id, request.params.id, "owner");
      await db
        .delete(projectInvitations)
        .where(
          and(eq(projectInvitations.id, request.params.invitationId), eq(projectInvitations.projectId, project.id)),
        );
      return { members: await listMembers(db, project), invitations: await listOpenInvitations(db, project.id) };
    },
  );

  app.post(
    "/api/invitations/preview",
    {
      config: authRateLimit(ctx.config.authRateLimitPerMinute),
      schema: { security: PUBLIC, body: invitationTokenSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request) => previewInvitation(db, request.body.token),
  );

  app.post(
    "/api/invitations/accept",
    { config, schema: { body: invitationTokenSchema, response: { 200: acceptedInvitationSchema } } },
    async (request) => acceptInvitation(db, requireUser(request), request.body.token),
  );
}
