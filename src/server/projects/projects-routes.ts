// GET /api/projects (the projects the user owns or is a member of, with their documents, newest first), GET/PATCH
// /api/projects/:id (read: any member; rename: the owner), GET /api/projects/:id/register (the combined register over the project's documents) and
// GET /api/projects/:id/items/history (where each of its items came from).
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  PROJECT_NOT_FOUND,
  projectListSchema,
  projectRegisterSchema,
  projectSummarySchema,
  renameProjectSchema,
} from "../../contract/projects";
import { itemHistoryListSchema } from "../../contract/project-item-history";
import type { Db } from "../db/client";
import { projects } from "../db/schema";
import type { RouteModule } from "../http/app-context";
import { requireUser } from "../http/session";
import { registerChangesRoutes } from "./changes/changes-routes";
import { buildItemHistories } from "./changes/item-history";
import { countPendingChanges } from "./changes/pending-changes";
import { readHistoryChanges } from "./changes/read-history-changes";
import { combineRegisters, readDocumentRegisters } from "./project-register";
import { findProjectAccess } from "./membership/project-access";
import { registerInvitationRoutes } from "./membership/invitation-routes";
import { registerMembersRoutes } from "./membership/members-routes";
import type { ProjectRole } from "../../contract/project-members";
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
      return buildItemHistories(project.documents, registers, await readHistoryChanges(db, project.id));
    },
  );

  registerChangesRoutes(app, ctx);
  registerMembersRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
};
