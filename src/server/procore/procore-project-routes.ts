// Choosing where a Procore log goes: the user's companies and their projects, the chosen pair, and the type mapping.
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  procoreChoicesSchema,
  procoreSelectionSchema,
  procoreStatusSchema,
  procoreTypeMappingBodySchema,
} from "../../contract/procore";
import { listCompanies, listProjects } from "../../procore/procore-api";
import { procoreConnections } from "../db/schema";
import type { AppContext, AppInstance } from "../http/app-context";
import { AppError } from "../http/app-error";
import { errorResponses } from "../http/openapi-operations";
import { requireUser } from "../http/session";
import { connectionStatus, procoreHttp, readConnection, requireConnection } from "./procore-connection";

export function registerProcoreProjectRoutes(app: AppInstance, { db, config }: AppContext): void {
  app.get(
    "/api/procore/companies",
    { schema: { response: { 200: procoreChoicesSchema, ...errorResponses(409, 503) } } },
    async (request) => {
      const user = requireUser(request);
      await requireConnection(db, user.id);
      const companies = await listCompanies(procoreHttp(db, config, user.id, null));
      return { choices: companies.map((c) => ({ id: c.id, name: c.name })) };
    },
  );

  app.get(
    "/api/procore/projects",
    {
      schema: {
        querystring: z.object({ companyId: z.coerce.number().int().positive() }),
        response: { 200: procoreChoicesSchema, ...errorResponses(409, 503) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await requireConnection(db, user.id);
      const { companyId } = request.query;
      const projects = await listProjects(procoreHttp(db, config, user.id, companyId), companyId);
      return { choices: projects.map((p) => ({ id: p.id, name: p.name })) };
    },
  );

  app.put(
    "/api/procore/selection",
    { schema: { body: procoreSelectionSchema, response: { 200: procoreStatusSchema, ...errorResponses(409, 503) } } },
    async (request) => {
      const user = requireUser(request);
      await requireConnection(db, user.id);
      const { companyId, projectId } = request.body;
      const http = procoreHttp(db, config, user.id, companyId);
      const company = (await listCompanies(http)).find((c) => c.id === companyId);
      const project = company && (await listProjects(http, companyId)).find((p) => p.id === projectId);
      if (!company || !project) throw new AppError("not_found", "That Procore company or project is not one of yours.");
      await db
        .update(procoreConnections)
        .set({ companyId, companyName: company.name, projectId, projectName: project.name, updatedAt: new Date() })
        .where(eq(procoreConnections.userId, user.id));
      return connectionStatus(config, await readConnection(db, user.id));
    },
  );

  app.put(
    "/api/procore/type-mapping",
    { schema: { body: procoreTypeMappingBodySchema, response: { 200: procoreStatusSchema, ...errorResponses(409) } } },
    async (request) => {
      const user = requireUser(request);
      await requireConnection(db, user.id);
      await db
        .update(procoreConnections)
        .set({ typeMapping: request.body.typeMapping, updatedAt: new Date() })
        .where(eq(procoreConnections.userId, user.id));
      return connectionStatus(config, await readConnection(db, user.id));
    },
  );
}
