// The Procore connection and sends. Connect: GET /api/procore/connect sends the browser to Procore's authorize page,
// whose redirect comes back to GET /api/procore/callback (tokens sealed, never shown). Then company and project,
// the type mapping, and per log POST /api/scans/:id/procore/send (202), its progress (GET) and cancel. Every route
// is the signed-in user's own; no answer carries a token.
import { z } from "zod";
import {
  procoreChoicesSchema,
  procoreSelectionSchema,
  procoreSendAnswerSchema,
  procoreStatusSchema,
  procoreTypeCheckSchema,
  procoreTypeMappingBodySchema,
} from "../../contract/procore";
import { listCompanies, listProjects, listSubmittalTypes } from "../../procore/procore-api";
import { authorizeUrl, exchangeCode } from "../../procore/procore-oauth";
import { unmatchedTypes } from "../../procore/send-plan";
import { eq } from "drizzle-orm";
import { procoreConnections } from "../db/schema";
import type { RouteModule } from "../http/app-context";
import { AppError } from "../http/app-error";
import { requireUser } from "../http/session";
import { errorResponses } from "../http/openapi-operations";
import { accessibleScanId } from "../export-settings/log-export-settings";
import { createOAuthState, readOAuthState, safeReturnPath } from "../integrations/oauth-state";
import {
  connectionStatus,
  deleteConnection,
  procoreApp,
  procoreHttp,
  readConnection,
  requireConnection,
  saveTokens,
} from "./procore-connection";
import { insertRunningSend, latestSend, markStrandedSends, requestCancel, sendView } from "./procore-sends";
import { planLog } from "./send-plan-for-log";
import { cancelLocal, startSend, stopAllSends } from "./run-send";

const scanParams = z.object({ id: z.string() });

export const procoreRoutes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  app.addHook("onReady", async () => markStrandedSends(db));
  app.addHook("onClose", async () => stopAllSends());

  app.get("/api/procore/status", { schema: { response: { 200: procoreStatusSchema } } }, async (request) =>
    connectionStatus(config, await readConnection(db, requireUser(request).id)),
  );

  app.get(
    "/api/procore/connect",
    // The connect and its callback are browser navigations answered by redirects (no 2xx for OpenAPI to describe):
    // left out of the document, described in docs/api.md.
    { schema: { hide: true, querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const state = createOAuthState(config.sessionSecret, {
        userId: user.id,
        returnTo: safeReturnPath(request.query.returnTo),
      });
      return reply.redirect(authorizeUrl(procoreApp(config), state));
    },
  );

  app.get(
    "/api/procore/callback",
    {
      schema: {
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(4000),
          error: z.string().max(200).optional(),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const state = readOAuthState(config.sessionSecret, request.query.state);
      if (!state || state.userId !== user.id)
        throw new AppError("bad_request", "This Procore sign-in link has expired. Connect again.");
      const back = (result: string) => `${state.returnTo}${state.returnTo.includes("?") ? "&" : "?"}procore=${result}`;
      if (!request.query.code) return reply.redirect(back("denied"));
      const procore = procoreApp(config);
      const tokens = await exchangeCode(procore, request.query.code).catch(() => null);
      if (!tokens) return reply.redirect(back("failed"));
      await saveTokens(db, procore.tokenKey, user.id, tokens);
      request.log.info({ userId: user.id }, "procore connected");
      return reply.redirect(back("connected"));
    },
  );

  app.delete("/api/procore/connection", { schema: { response: { 200: procoreStatusSchema } } }, async (request) => {
    await deleteConnection(db, requireUser(request).id);
    return connectionStatus(config, null);
  });

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

  const selected = async (userId: string) => {
    const row = await requireConnection(db, userId);
    if (row.companyId === null || row.projectId === null)
      throw new AppError("conflict", "Pick a Procore company and project first.");
    return { row, companyId: row.companyId, projectId: row.projectId };
  };

  app.get(
    "/api/scans/:id/procore/types",
    { schema: { params: scanParams, response: { 200: procoreTypeCheckSchema, ...errorResponses(409, 503) } } },
    async (request) => {
      const user = requireUser(request);
      const scanId = await accessibleScanId(db, user.id, request.params.id, "editor");
      const { row, companyId } = await selected(user.id);
      const { plan, exportMapping } = await planLog(db, user.id, scanId);
      const companyTypes = (await listSubmittalTypes(procoreHttp(db, config, user.id, companyId), companyId)).map(
        (t) => t.name,
      );
      return {
        companyTypes,
        registerTypes: [...new Set(plan.map((p) => p.registerType).filter(Boolean))],
        unmatched: unmatchedTypes(plan, [row.typeMapping, exportMapping], companyTypes),
        typeMapping: row.typeMapping,
      };
    },
  );

  app.get(
    "/api/scans/:id/procore/send",
    { schema: { params: scanParams, response: { 200: procoreSendAnswerSchema } } },
    async (request) => {
      const scanId = await accessibleScanId(db, requireUser(request).id, request.params.id, "viewer");
      const row = await latestSend(db, scanId);
      return { send: row ? sendView(row) : null };
    },
  );

  app.post(
    "/api/scans/:id/procore/send",
    { schema: { params: scanParams, response: { 202: procoreSendAnswerSchema, ...errorResponses(409, 503) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const scanId = await accessibleScanId(db, user.id, request.params.id, "editor");
      const { row, companyId, projectId } = await selected(user.id);
      const { plan, exportMapping } = await planLog(db, user.id, scanId);
      const mappings = [row.typeMapping, exportMapping];
      const companyTypes = (await listSubmittalTypes(procoreHttp(db, config, user.id, companyId), companyId)).map(
        (t) => t.name,
      );
      const unmatched = unmatchedTypes(plan, mappings, companyTypes);
      if (unmatched.length > 0) {
        throw new AppError("conflict", `Choose a Procore type for: ${unmatched.join(", ")}.`);
      }
      const send = await insertRunningSend(db, { scanId, userId: user.id, projectId, total: plan.length });
      startSend(db, config, request.log, {
        sendId: send.id,
        scanId,
        userId: user.id,
        companyId,
        projectId,
        plan,
        mappings,
      });
      return reply.status(202).send({ send: sendView(send) });
    },
  );

  app.post(
    "/api/scans/:id/procore/send/cancel",
    { schema: { params: scanParams, response: { 200: procoreSendAnswerSchema } } },
    async (request) => {
      const scanId = await accessibleScanId(db, requireUser(request).id, request.params.id, "editor");
      const row = await requestCancel(db, scanId);
      if (row) cancelLocal(row.id);
      const latest = await latestSend(db, scanId);
      return { send: latest ? sendView(latest) : null };
    },
  );
};
