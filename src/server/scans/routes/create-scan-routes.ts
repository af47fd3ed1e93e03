// POST /api/scans (one `file`) and POST /api/scans/batch (repeated `files`): upload, reserve, enqueue.
import type { FastifyRequest } from "fastify";
import { MAX_FILES_PER_BATCH } from "../../../contract/uploads";
import { uploadIntoProjectQuerySchema, type UploadIntoProjectQuery } from "../../../contract/projects";
import { createScanResponseSchema, type CreateScanResponse } from "../../../contract/scans";
import { findProjectAccess } from "../../projects/membership/project-access";
import type { AppContext, AppInstance } from "../../http/app-context";
import { errorResponses } from "../../http/openapi-operations";
import { userRateLimit } from "../../http/rate-limit";
import { requireUser } from "../../http/session";
import { createScans, readBalance } from "../upload/create-scans";
import { insufficientCreditsError } from "../upload/insufficient-credits-error";
import { receiveUploads } from "../upload/receive-uploads";
import type { ScanRuntime } from "../scan-runtime";

export function registerCreateScanRoutes(app: AppInstance, ctx: AppContext, runtime: ScanRuntime): void {
  const upload = async (
    request: FastifyRequest,
    asBatch: boolean,
    project: UploadIntoProjectQuery,
  ): Promise<CreateScanResponse> => {
    const user = requireUser(request);
    // A project the user is not an editor or owner of is refused before a single byte is stored; the uploader pays.
    if (project.projectId) await findProjectAccess(ctx.db, user.id, project.projectId, "editor");
    // Refuse before a single byte is stored when the balance cannot pay for even one file.
    const balance = await readBalance(ctx.db, user.id);
    if (balance < 1) throw insufficientCreditsError(1, balance);
    const files = await receiveUploads({
      request,
      files: runtime.files,
      maxFiles: asBatch ? MAX_FILES_PER_BATCH : 1,
      balance,
      maxPagesPerFile: runtime.settings.maxPagesPerFile,
    });
    try {
      return await createScans({
        db: ctx.db,
        queue: runtime.queue,
        userId: user.id,
        files,
        asBatch,
        jobTimeoutMs: runtime.settings.timeoutMs,
        project: { id: project.projectId, kind: project.kind, date: project.date },
      });
    } catch (error) {
      await Promise.all(files.map((file) => runtime.files.remove(file.storageKey)));
      throw error;
    }
  };

  // Optional query: the project the file(s) are documents of, and what they are to it; none starts a new project.
  const schema = {
    querystring: uploadIntoProjectQuerySchema,
    response: { 201: createScanResponseSchema, ...errorResponses(402, 403, 404, 413) },
  };
  const limited = userRateLimit(ctx.config.userRateLimitPerMinute);
  app.post("/api/scans", { schema, config: limited }, async (request, reply) =>
    reply.status(201).send(await upload(request, false, request.query)),
  );
  app.post("/api/scans/batch", { schema, config: limited }, async (request, reply) =>
    reply.status(201).send(await upload(request, true, request.query)),
  );
}
