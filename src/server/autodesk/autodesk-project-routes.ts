// Choosing where an Autodesk log goes: the user's hubs and their projects, the chosen pair, and the type mapping.
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  autodeskChoicesSchema,
  autodeskSelectionSchema,
  autodeskStatusSchema,
  autodeskTypeMappingBodySchema,
} from "../../contract/autodesk";
import { listHubs, listProjects } from "../../autodesk/autodesk-api";
import { autodeskConnections } from "../db/schema";
import type { AppContext, AppInstance } from "../http/app-context";
import { AppError } from "../http/app-error";
import { errorResponses } from "../http/openapi-operations";
import { requireUser } from "../http/session";
import {
  autodeskApp,
  autodeskHttp,
  autodeskStatus,
  readAutodeskConnection,
  requireAutodeskConnection,
} from "./autodesk-connection";

export function registerAutodeskProjectRoutes(app: AppInstance, { db, config }: AppContext): void {
  /** A 503 with the set-up text before anything else when the server has no Autodesk app. */
  const configured = () => autodeskApp(config);

  app.get(
    "/api/autodesk/hubs",
    { schema: { response: { 200: autodeskChoicesSchema, ...errorResponses(409, 503) } } },
    async (request) => {
      const user = requireUser(request);
      configured();
      await requireAutodeskConnection(db, user.id);
      return { choices: await listHubs(autodeskHttp(db, config, user.id)) };
    },
  );

  app.get(
    "/api/autodesk/projects",
    {
      schema: {
        querystring: z.object({ hubId: z.string().min(1).max(200) }),
        response: { 200: autodeskChoicesSchema, ...errorResponses(409, 503) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      configured();
      await requireAutodeskConnection(db, user.id);
      return { choices: await listProjects(autodeskHttp(db, config, user.id), request.query.hubId) };
    },
  );

  app.put(
    "/api/autodesk/selection",
    {
      schema: {
        body: autodeskSelectionSchema,
        response: { 200: autodeskStatusSchema, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      configured();
      await requireAutodeskConnection(db, user.id);
      const { hubId, projectId } = request.body;
      const http = autodeskHttp(db, config, user.id);
      const hub = (await listHubs(http)).find((h) => h.id === hubId);
      const project = hub && (await listProjects(http, hubId)).find((p) => p.id === projectId);
      if (!hub || !project) throw new AppError("not_found", "That Autodesk hub or project is not one of yours.");
      await db
        .update(autodeskConnections)
        .set({ hubId, hubName: hub.name, projectId, projectName: project.name, updatedAt: new Date() })
        .where(eq(autodeskConnections.userId, user.id));
      return autodeskStatus(config, await readAutodeskConnection(db, user.id));
    },
  );

  app.put(
    "/api/autodesk/type-mapping",
    {
      schema: {
        body: autodeskTypeMappingBodySchema,
        response: { 200: autodeskStatusSchema, ...errorResponses(409, 503) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      configured();
      await requireAutodeskConnection(db, user.id);
      await db
        .update(autodeskConnections)
        .set({ typeMapping: request.body.typeMapping, updatedAt: new Date() })
        .where(eq(autodeskConnections.userId, user.id));
      return autodeskStatus(config, await readAutodeskConnection(db, user.id));
    },
  );
}
