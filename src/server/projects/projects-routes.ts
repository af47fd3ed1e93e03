// GET /api/projects (the projects the user owns or is a member of, with their documents, newest first), GET/PATCH
// /api/projects/:id (read: any member; rename: the owner), GET /api/projects/:id/register (the combined register
// over the project's documents), GET /api/projects/:id/items/history (where each of its items came from, who edited
// and decided on it) and GET /api/projects/:id/activity (every signed change, by person with ?userId=).
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  PROJECT_NOT_FOUND,
  projectListSchema,
  projectRegisterSchema,
  projectSummarySchema,
  renameProjectSchema,
} from "../../contract/projects";
import { activityQuerySchema, projectActivitySchema } from "../../contract/project-activity";
import { itemHistoryListSchema } from "../../contract/project-item-history";
import type { Db } from "../db/client";
import { projects } from "../db/schema";
import type { RouteModule } from "../http/app-context";
import { requireUser } from "../http/session";
import { attachItemEdits } from "./activity/item-edits";
import { readProjectActivity } from "./activity/project-activity";
import { registerChangesRoutes } from "./changes/changes-routes";
import { buildItemHistories } from "./changes/item-history";
import { countPendingChanges } from "./changes/pending-changes";
import { readHistoryChanges } from "./changes/read-history-changes";
import { combineRegisters, readDocumentRegisters } from "./project-register";
import { findProjectAccess } from "./membership/project-access";
import { registerInvitationRoutes } from "./membership/invitation-routes";
import { registerMembersRoutes } from "./membership/members-routes";
import type { ProjectRole } from "../../contract/project-members";
import { registerProjectPresenceSocket } from "./presence/project-presence-socket";
import { listVisibleProjects, toProjectSummaries } from "./project-records";

const params = z.object({ id: z.string() });
const config = { notFoundMessage: PROJECT_NOT_FOUND };

async function projectSummary(db: Db, userId: string, projectId: string, needed: ProjectRole) {
  const access = await findProjectAccess(db, userId, projectId, needed);
  const [summary] = await toProjectSummaries(db, [access], countPendingChanges);
  if (!summary) throw new Error("A project's summary was not built");
  return summary;
}

export const projectsRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.get("/api/projects", { schema: { response: { 200: projectListSchema } } }, async (request) => {
    const user = requireUser(request);
    return toProjectSummaries(db, await listVisibleProjects(db, user.id), countPendingChanges);
  });

  app.get(
    "/api/projects/:id",
    { config, schema: { params, response: { 200: projectSummarySchema } } },
    async (request) => projectSummary(db, requireUser(request).id, request.params.id, "viewer"),
  );

  app.patch(
    "/api/projects/:id",
    { config, schema: { params, body: renameProjectSchema, response: { 200: projectSummarySchema } } },
    async (request) => {
      const user = requireUser(request);
      const { project } = await findProjectAccess(db, user.id, request.params.id, "owner");
      await db
        .update(projects)
        .set({ name: request.body.name, number: request.body.number, renamedAt: new Date() })
        .where(eq(projects.id, project.id));
      return projectSummary(db, user.id, project.id, "owner");
    },
  );

  app.get(
    "/api/projects/:id/register",
    { config, schema: { params, response: { 200: projectRegisterSchema } } },
    async (request) => {
      const user = requireUser(request);
      const project = await projectSummary(db, user.id, request.params.id, "viewer");
      return { project, items: combineRegisters(await readDocumentRegisters(db, project.id)) };
    },
  );

  app.get(
    "/api/projects/:id/items/history",
    { config, schema: { params, response: { 200: itemHistoryListSchema } } },
    async (request) => {
      const user = requireUser(request);
      const project = await projectSummary(db, user.id, request.params.id, "viewer");
      const registers = await readDocumentRegisters(db, project.id);
      const histories = buildItemHistories(project.documents, registers, await readHistoryChanges(db, project.id));
      return attachItemEdits(db, histories, registers);
    },
  );

  app.get(
    "/api/projects/:id/activity",
    { config, schema: { params, querystring: activityQuerySchema, response: { 200: projectActivitySchema } } },
    async (request) => {
      const { project } = await findProjectAccess(db, requireUser(request).id, request.params.id, "viewer");
      return readProjectActivity(db, project.id, request.query.userId);
    },
  );

  registerChangesRoutes(app, ctx);
  registerMembersRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerProjectPresenceSocket(app, ctx);
};
