// Sending one log to Autodesk Build: the type check before a send, the latest send's progress, the send itself (202,
// runs in the background) and its cancel.
import { z } from "zod";
import { autodeskSendAnswerSchema, autodeskTypeCheckSchema } from "../../contract/autodesk";
import { AutodeskSetupError, itemTypeNames, readProjectRules } from "../../autodesk/send-items";
import type { PacedHttp } from "../../integrations/paced-http";
import { unmatchedTypes } from "../../procore/send-plan";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { accessibleScanId } from "../export-settings/log-export-settings";
import type { AppContext, AppInstance } from "../http/app-context";
import { AppError } from "../http/app-error";
import { errorResponses } from "../http/openapi-operations";
import { requireUser } from "../http/session";
import { cancelLocal } from "../integrations/background-send";
import { planLog } from "../procore/send-plan-for-log";
import { autodeskApp, autodeskHttp, requireAutodeskConnection } from "./autodesk-connection";
import {
  autodeskSendView,
  insertRunningAutodeskSend,
  latestAutodeskSend,
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

/** The user's connection with its chosen project: a 503 without an Autodesk app, a 409 before a project is picked. */
async function selectedProject(db: Db, config: Config, userId: string) {
  autodeskApp(config);
  const row = await requireAutodeskConnection(db, userId);
  if (row.hubId === null || row.projectId === null)
    throw new AppError("conflict", "Pick an Autodesk hub and project first.");
  return { row, projectId: row.projectId };
}

export function registerAutodeskSendRoutes(app: AppInstance, { db, config }: AppContext): void {
  app.get(
    "/api/scans/:id/autodesk/types",
    { schema: { params: scanParams, response: { 200: autodeskTypeCheckSchema, ...errorResponses(409, 503) } } },
    async (request) => {
      const user = requireUser(request);
      const scanId = await accessibleScanId(db, user.id, request.params.id, "editor");
      const { row, projectId } = await selectedProject(db, config, user.id);
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
      const { row, projectId } = await selectedProject(db, config, user.id);
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
}
