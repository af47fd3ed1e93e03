// GET /api/projects/:id/members (any member: who else works in the project; the owner also sees open invitations),
// PATCH /api/projects/:id/members/:userId (the owner gives a member another role) and DELETE
// /api/projects/:id/members/:userId (the owner removes a member, or a member leaves): a removed member's open sockets
// on the project close at once, on every web process, and their next request is a 404.
import { z } from "zod";
import { changeMemberRoleSchema, projectMembersSchema } from "../../../contract/project-members";
import { PROJECT_NOT_FOUND } from "../../../contract/projects";
import type { AppContext, AppInstance } from "../../http/app-context";
import { AppError } from "../../http/app-error";
import { userRateLimit } from "../../http/rate-limit";
import { requireUser } from "../../http/session";
import { listOpenInvitations } from "./invitation-records";
import { changeMemberRole, listMembers, removeMember } from "./member-records";
import { findProjectAccess } from "./project-access";

const params = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });

export function registerMembersRoutes(app: AppInstance, ctx: AppContext): void {
  const { db, revocations } = ctx;
  const config = { notFoundMessage: PROJECT_NOT_FOUND, ...userRateLimit(ctx.config.userRateLimitPerMinute) };
  const response = { 200: projectMembersSchema };

  const membersOf = async (userId: string, projectId: string) => {
    const { project, role } = await findProjectAccess(db, userId, projectId, "viewer");
    return {
      members: await listMembers(db, project),
      invitations: role === "owner" ? await listOpenInvitations(db, project.id) : [],
    };
  };

  app.get("/api/projects/:id/members", { config, schema: { params, response } }, async (request) =>
    membersOf(requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/projects/:id/members/:userId",
    { config, schema: { params: memberParams, body: changeMemberRoleSchema, response } },
    async (request) => {
      const user = requireUser(request);
      const { project } = await findProjectAccess(db, user.id, request.params.id, "owner");
      // Every role reads, so the member's open sockets stay; their next request is answered by the new role.
      await changeMemberRole(db, project.id, request.params.userId, request.body.role);
      return membersOf(user.id, project.id);
    },
  );

  app.delete(
    "/api/projects/:id/members/:userId",
    { config, schema: { params: memberParams, response } },
    async (request) => {
      const user = requireUser(request);
      const leaving = request.params.userId === user.id;
      const { project, role } = await findProjectAccess(db, user.id, request.params.id, leaving ? "viewer" : "owner");
      if (leaving && role === "owner") throw new AppError("conflict", "The owner cannot leave their own project.");
      await removeMember(db, project.id, request.params.userId);
      // The removal stands even when the other processes cannot be told now: their presence heartbeat finds it.
      await revocations
        .revoke({ projectId: project.id, userId: request.params.userId })
        .catch((err: unknown) => request.log.warn({ err }, "removed member's sockets elsewhere not told"));
      return leaving ? { members: [], invitations: [] } : membersOf(user.id, project.id);
    },
  );
}
