// GET /api/projects/:id/changes (what new documents bring to the register, pending or decided), GET
// /api/projects/:id/notes (what comparing them could not apply), POST
// /api/projects/:id/changes/decide (accept or keep, some or all) and POST /api/projects/:id/changes/undo.
import { z } from "zod";
import { decideChangesSchema, projectChangeListSchema, undoChangesSchema } from "../../../contract/project-changes";
import { PROJECT_NOT_FOUND, projectNotesSchema } from "../../../contract/projects";
import type { AppInstance, AppContext } from "../../http/app-context";
import { userRateLimit } from "../../http/rate-limit";
import { requireUser } from "../../http/session";
import { findProjectAccess } from "../membership/project-access";
import { readComparisonNotes } from "./comparison-notes";
import { decideChanges, listChanges, undoDecisions } from "./decide-changes";
import { registerVarianceRoute } from "./variance-route";

const params = z.object({ id: z.string() });

export function registerChangesRoutes(app: AppInstance, ctx: AppContext): void {
  const { db, config: appConfig } = ctx;
  const config = { notFoundMessage: PROJECT_NOT_FOUND, ...userRateLimit(appConfig.userRateLimitPerMinute) };
  const response = { 200: projectChangeListSchema };

  app.get("/api/projects/:id/changes", { config, schema: { params, response } }, async (request) => {
    const { project } = await findProjectAccess(db, requireUser(request).id, request.params.id, "viewer");
    return listChanges(db, project.id);
  });

  app.get(
    "/api/projects/:id/notes",
    { config, schema: { params, response: { 200: projectNotesSchema } } },
    async (request) => {
      const { project } = await findProjectAccess(db, requireUser(request).id, request.params.id, "viewer");
      return readComparisonNotes(db, project.id);
    },
  );

  app.post(
    "/api/projects/:id/changes/decide",
    { config, schema: { params, body: decideChangesSchema, response } },
    async (request) => {
      const user = requireUser(request);
      const { decision, changeIds, take, fields } = request.body;
      await decideChanges(db, { userId: user.id, projectId: request.params.id, decision, changeIds, take, fields });
      return listChanges(db, request.params.id);
    },
  );

  app.post(
    "/api/projects/:id/changes/undo",
    { config, schema: { params, body: undoChangesSchema, response } },
    async (request) => {
      const user = requireUser(request);
      await undoDecisions(db, { userId: user.id, projectId: request.params.id, changeIds: request.body.changeIds });
      return listChanges(db, request.params.id);
    },
  );

  registerVarianceRoute(app, ctx);
}
