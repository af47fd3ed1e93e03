// PATCH /api/scans/:id: saves the user's edited submittal register, validated whole by the shared schema. With
// If-Match, a register changed since the client read it is refused (412) instead of overwritten; without it (the
// spec's client) the save goes through. Each save that changes something adds an entry to the scan's edit history
// (the transaction: edit/save-register-edit.ts).
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MB } from "../../../contract/uploads";
import { SCAN_NOT_FOUND, scanDetailSchema, scanSummarySchema, type ScanDetail } from "../../../contract/scans";
import { AppError } from "../../http/app-error";
import type { AppContext, AppInstance } from "../../http/app-context";
import { errorResponses } from "../../http/openapi-operations";
import { userRateLimit } from "../../http/rate-limit";
import { requireUser } from "../../http/session";
import { createRegisterEditThread } from "../edit/register-edit-thread";
import { saveRegisterEdit } from "../edit/save-register-edit";
import { findScanAccess } from "../../projects/membership/scan-access";
import { toScanSummary } from "../records/scan-views";

// Measured on corpus books: 500-700 bytes of JSON per item with its source text, so a 5,000-item register is about
// 3.5 MB. The limit leaves room for long items and bounds the work of the edit thread.
const UPDATE_BODY_LIMIT = 5 * MB;

export function registerUpdateScanRoute(app: AppInstance, ctx: AppContext): void {
  const edits = createRegisterEditThread();
  app.addHook("onClose", () => edits.close());
  // In a scope of its own: this route takes its JSON body as bytes, parsed and validated in the edit thread.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.patch(
      "/api/scans/:id",
      {
        bodyLimit: UPDATE_BODY_LIMIT,
        config: { ...userRateLimit(ctx.config.userRateLimitPerMinute), notFoundMessage: SCAN_NOT_FOUND },
        // Signed-out callers get the 401 before their body is read.
        preValidation: async (request) => void requireUser(request),
        // The body is validated by updateScanSchema in the edit thread; the schema stays here for the API's docs.
        schema: {
          params: z.object({ id: z.string() }),
          response: { 200: scanDetailSchema, ...errorResponses(409, 412, 413) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!Buffer.isBuffer(request.body)) throw new AppError("bad_request", "Send the register as JSON.");
        const body = new Uint8Array(request.body); // a copy of its own: it is moved to the thread
        // The uploader of a scan outside projects, an editor or the owner of a project's document (a viewer: 403).
        const { row: scan } = await findScanAccess(ctx.db, user.id, request.params.id, "editor");
        if (scan.status !== "completed") {
          throw new AppError("conflict", "Only a completed scan's results can be edited.");
        }
        const saved = await saveRegisterEdit({
          db: ctx.db,
          edits,
          scanId: scan.id,
          userId: user.id,
          body,
          ifMatch: request.headers["if-match"],
        });
        // The answer is written around the register's JSON text instead of serialising the register again.
        const summary = JSON.stringify(scanSummarySchema.parse(toScanSummary(saved.row)));
        const detail = `${summary.slice(0, -1)},"extractedData":${saved.edit.next}}`;
        return reply
          .header("etag", saved.edit.nextETag)
          .type("application/json; charset=utf-8")
          .serializer((payload: unknown) => String(payload))
          .send(detail as unknown as ScanDetail); // already JSON text; the serializer above passes it through
      },
    );
  });
}
