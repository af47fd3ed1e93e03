// GET /api/projects (the user's projects with their documents, newest first), GET/PATCH /api/projects/:id (read,
// rename), GET /api/projects/:id/register (the combined register over the project's documents) and
// GET /api/projects/:id/items/history (where each of its items came from).
import { and, eq } from "drizzle-orm";
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
import { findOwnProject, listOwnProjects, toProjectSummaries } from "./project-records";

const params = z.object({ id: z.string() });
const config = { notFoundMessage: PROJECT_NOT_FOUND };

async function ownProjectSummary(db: Db, userId: string, projectId: string) {
  const row = await findOwnProject(db, userId, projectId);
  const [summary] = await toProjectSummaries(db, [row], countPendingChanges);
  if (!summary) throw new Error("A project's summary was not built");
  return summary;
}

export const projectsRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.get("/api/projects", { schema: { response: { 200: projectListSchema } } }, async (request) => {
    const user = requireUser(request);
    return toProjectSummaries(db, await listOwnProjects(db, user.id), countPendingChanges);
  });

  app.get(
    "/api/projects/:id",
    { config, schema: { params, response: { 200: projectSummarySchema } } },
    async (request) => ownProjectSummary(db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/projects/:id",
    { config, schema: { params, body: renameProjectSchema, response: { 200: projectSummarySchema } } },
    async (request) => {
      const user = requireUser(request);
      const project = await findOwnProject(db, user.id, request.params.id);
      await db
        .update(projects)
        .set({ name: request.body.name, number: request.body.number, renamedAt: new Date() })
        .where(and(eq(projects.id, project.id), eq(projects.userId, user.id)));
      return ownProjectSummary(db, user.id, project.id);
    },
  );

  app.get(
    "/api/projects/:id/register",
    { config, schema: { params, response: { 200: projectRegisterSchema } } },
    async (request) => {
      const user = requireUser(request);
      const project = await ownProjectSummary(db, user.id, request.params.id);
      return { project, items: combineRegisters(await readDocumentRegisters(db, project.id)) };
    },
  );

  app.get(
    "/api/projects/:id/items/history",
    { config, schema: { params, response: { 200: itemHistoryListSchema } } },
    async (request) => {
      const user = requireUser(request);
      const project = await ownProjectSummary(db, user.id, request.params.id);
      const registers = await readDocumentRegisters(db, project.id);
      return buildItemHistories(project.documents, registers, await readHistoryChanges(db, project.id));
    },
  );

  registerChangesRoutes(app, ctx);
};
