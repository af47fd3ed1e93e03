// Sending one log to Procore: the type check before a send, the latest send's progress, the send itself (202, runs in
// the background) and its cancel.
import { z } from "zod";
import { procoreSendAnswerSchema, procoreTypeCheckSchema } from "../../contract/procore";
import { listSubmittalTypes } from "../../procore/procore-api";
import { unmatchedTypes } from "../../procore/send-plan";
import type { Db } from "../db/client";
import { accessibleScanId } from "../export-settings/log-export-settings";
import type { AppContext, AppInstance } from "../http/app-context";
import { AppError } from "../http/app-error";
import { errorResponses } from "../http/openapi-operations";
import { requireUser } from "../http/session";
import { procoreHttp, requireConnection } from "./procore-connection";
import { insertRunningSend, latestSend, requestCancel, sendView } from "./procore-sends";
import { cancelLocal, startSend } from "./run-send";
import { planLog } from "./send-plan-for-log";

const scanParams = z.object({ id: z.string() });

/** The user's connection with its chosen company and project: a 409 before they are picked. */
async function selectedProject(db: Db, userId: string) {
  const row = await requireConnection(db, userId);
  if (row.companyId === null || row.projectId === null)
    throw new AppError("conflict", "Pick a Procore company and project first.");
  return { row, companyId: row.companyId, projectId: row.projectId };
}

export function registerProcoreSendRoutes(app: AppInstance, { db, config }: AppContext): void {
  app.get(
    "/api/scans/:id/procore/types",
    { schema: { params: scanParams, response: { 200: procoreTypeCheckSchema, ...errorResponses(409, 503) } } },
    async (request) => {
      const user = requireUser(request);
      const scanId = await accessibleScanId(db, user.id, request.params.id, "editor");
      const { row, companyId } = await selectedProject(db, user.id);
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
      const { row, companyId, projectId } = await selectedProject(db, user.id);
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
}
