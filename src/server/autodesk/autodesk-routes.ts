// The Autodesk Build connection and sends. Connect: GET /api/autodesk/connect sends the browser to Autodesk's
// authorize page, whose redirect comes back to GET /api/autodesk/callback (tokens sealed, never shown). Then hub and
// project, the type mapping, and per log POST /api/scans/:id/autodesk/send (202), its progress (GET) and cancel.
// Every route is the signed-in user's own; no answer carries a token; without a client id they answer 503.
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  autodeskChoicesSchema,
  autodeskSelectionSchema,
  autodeskSendAnswerSchema,
  autodeskStatusSchema,
  autodeskTypeCheckSchema,
  autodeskTypeMappingBodySchema,
} from "../../contract/autodesk";
import { listHubs, listProjects } from "../../autodesk/autodesk-api";
import { authorizeUrl, exchangeCode } from "../../autodesk/autodesk-oauth";
import { AutodeskSetupError, itemTypeNames, readProjectRules } from "../../autodesk/send-items";
import type { PacedHttp } from "../../integrations/paced-http";
import { unmatchedTypes } from "../../procore/send-plan";
import { autodeskConnections } from "../db/schema";
import { accessibleScanId } from "../export-settings/log-export-settings";
import type { RouteModule } from "../http/app-context";
import { AppError } from "../http/app-error";
import { errorResponses } from "../http/openapi-operations";
import { requireUser } from "../http/session";
import { createOAuthState, readOAuthState, safeReturnPath } from "../integrations/oauth-state";
import { cancelLocal, stopAllSends } from "../integrations/background-send";
import { planLog } from "../procore/send-plan-for-log";
import {
  autodeskApp,
  autodeskHttp,
  autodeskStatus,
  disconnectAutodesk,
  readAutodeskConnection,
  requireAutodeskConnection,
  saveAutodeskTokens,
} from "./autodesk-connection";
import {
  autodeskSendView,
  insertRunningAutodeskSend,
  latestAutodeskSend,
  markStrandedAutodeskSends,
  requestAutodeskCancel,
  startAutodeskSend,
} from "./autodesk-sends";

const scanParams = z.object({ id: z.string() });

/** The project's rules, with a refusal of the project (no state to create in) as a 409 in the user's words. */
async function projectRules(http: PacedHttp, projectId: string) {
  try {
    return await readProjectRules(http, projectId);
  } catch (error) {
    if (error instanceof AutodeskSetupError) throw new AppError("conflict", error.message);
    throw error;
  }
}

export const autodeskRoutes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  app.addHook("onReady", async () => markStrandedAutodeskSends(db));
  app.addHook("onClose", async () => stopAllSends());

  /** A 503 with the set-up text before anything else when the server has no Autodesk app. */
  const configured = () => autodeskApp(config);

  app.get("/api/autodesk/status", { schema: { response: { 200: autodeskStatusSchema } } }, async (request) =>
    autodeskStatus(config, await readAutodeskConnection(db, requireUser(request).id)),
  );

  app.get(
    "/api/autodesk/connect",
    // Browser navigations answered by redirects: left out of the OpenAPI document, described in docs/api.md.
    { schema: { hide: true, querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const autodesk = configured();
      const state = createOAuthState(
        config.sessionSecret,
        { userId: user.id, returnTo: safeReturnPath(request.query.returnTo) },
        Date.now(),
        "autodesk",
      );
      return reply.redirect(authorizeUrl(autodesk, state));
    },
  );

  app.get(
    "/api/autodesk/callback",
    {
      schema: {
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(4000),
          error: z.string().max(200).optional(),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const autodesk = configured();
      const state = readOAuthState(config.sessionSecret, request.query.state, Date.now(), "autodesk");
      if (!state || state.userId !== user.id)
        throw new AppError("bad_request", "This Autodesk sign-in link has expired. Connect again.");
      const back = (result: string) => `${state.returnTo}${state.returnTo.includes("?") ? "&" : "?"}autodesk=${result}`;
      if (!request.query.code) return reply.redirect(back("denied"));
      const tokens = await exchangeCode(autodesk, request.query.code).catch(() => null);
      if (!tokens) return reply.redirect(back("failed"));
      await saveAutodeskTokens(db, autodesk.tokenKey, user.id, tokens);
      request.log.info({ userId: user.id }, "autodesk connected");
      return reply.redirect(back("connected"));
    },
  );

  app.delete(
    "/api/autodesk/connection",
    { schema: { response: { 200: autodeskStatusSchema, ...errorResponses(503) } } },
    async (request) => {
      const user = requireUser(request);
      configured();
      await disconnectAutodesk(db, config, user.id);
      return autodeskStatus(config, null);
    },
  );

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

  const selected = async (userId: string) => {
    configured();
    const row = await requireAutodeskConnection(db, userId);
    if (row.hubId === null || row.projectId === null)
      throw new AppError("conflict", "Pick an Autodesk hub and project first.");
    return { row, projectId: row.projectId };
  };

  app.get(
    "/api/scans/:id/autodesk/types",
    { schema: { params: scanParams, response: { 200: autodeskTypeCheckSchema, ...errorResponses(409, 503) } } },
    async (request) => {
      const user = requireUser(request);
      const scanId = await accessibleScanId(db, user.id, request.params.id, "editor");
      const { row, projectId } = await selected(user.id);
      const { plan, exportMapping } = await planLog(db, user.id, scanId, "Autodesk Build");
      const itemTypes = itemTypeNames(await projectRules(autodeskHttp(db, config, user.id), projectId));
      return {
        itemTypes,
        registerTypes: [...new Set(plan.map((p) => p.registerType).filter(Boolean))],
        unmatched: unmatchedTypes(plan, [row.typeMapping, exportMapping], itemTypes),
        typeMapping: row.typeMapping,
      };
    },
  );

  app.get(
    "/api/scans/:id/autodesk/send",
    { schema: { params: scanParams, response: { 200: autodeskSendAnswerSchema } } },
    async (request) => {
      const scanId = await accessibleScanId(db, requireUser(request).id, request.params.id, "viewer");
      const row = await latestAutodeskSend(db, scanId);
      return { send: row ? autodeskSendView(row) : null };
    },
  );

  app.post(
    "/api/scans/:id/autodesk/send",
    { schema: { params: scanParams, response: { 202: autodeskSendAnswerSchema, ...errorResponses(409, 503) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const scanId = await accessibleScanId(db, user.id, request.params.id, "editor");
      const { row, projectId } = await selected(user.id);
      const { plan, exportMapping } = await planLog(db, user.id, scanId, "Autodesk Build");
      const mappings = [row.typeMapping, exportMapping];
      const itemTypes = itemTypeNames(await projectRules(autodeskHttp(db, config, user.id), projectId));
      const unmatched = unmatchedTypes(plan, mappings, itemTypes);
      if (unmatched.length > 0) {
        throw new AppError("conflict", `Choose an Autodesk Build item type for: ${unmatched.join(", ")}.`);
      }
      const send = await insertRunningAutodeskSend(db, { scanId, userId: user.id, projectId, total: plan.length });
      startAutodeskSend(db, config, request.log, {
        sendId: send.id,
        scanId,
        userId: user.id,
        projectId,
        plan,
        mappings,
      });
      return reply.status(202).send({ send: autodeskSendView(send) });
    },
  );

  app.post(
    "/api/scans/:id/autodesk/send/cancel",
    { schema: { params: scanParams, response: { 200: autodeskSendAnswerSchema } } },
    async (request) => {
      const scanId = await accessibleScanId(db, requireUser(request).id, request.params.id, "editor");
      const row = await requestAutodeskCancel(db, scanId);
      if (row) cancelLocal(row.id);
      const latest = await latestAutodeskSend(db, scanId);
      return { send: latest ? autodeskSendView(latest) : null };
    },
  );
};
