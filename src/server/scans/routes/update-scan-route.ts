// PATCH /api/scans/:id: saves the user's edited submittal register, validated whole by the shared schema. With
// If-Match, a register changed since the client read it is refused (412) instead of overwritten; without it (the
// spec's client) the save goes through. Each save that changes something adds an entry to the scan's edit history.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { MB } from "../../../contract/credits";
import { ifMatchAllows, registerETag, STALE_REGISTER_MESSAGE } from "../../../contract/register-etag";
import { scanDetailSchema, updateScanSchema } from "../../../contract/scans";
import { scanHistory, scans } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { AppContext, AppInstance } from "../../http/app-context";
import { userRateLimit } from "../../http/rate-limit";
import { requireUser } from "../../http/session";
import { describeRegisterChanges, hasChanges } from "../records/register-changes";
import { findOwnScan, SCAN_NOT_FOUND, toScanDetail } from "../records/scan-views";

// Measured on corpus books: 500-700 bytes of JSON per item with its source text, so a 5,000-item register is about
// 3.5 MB. The limit leaves room for long items and bounds the parse and validation done on the event loop.
const UPDATE_BODY_LIMIT = 5 * MB;

export function registerUpdateScanRoute(app: AppInstance, ctx: AppContext): void {
  app.patch(
    "/api/scans/:id",
    {
      bodyLimit: UPDATE_BODY_LIMIT,
      config: userRateLimit(ctx.config.userRateLimitPerMinute),
      // Signed-out callers get the 401 before their body is validated.
      preValidation: async (request) => void requireUser(request),
      schema: { params: z.object({ id: z.string() }), body: updateScanSchema, response: { 200: scanDetailSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scan = await findOwnScan(ctx.db, user.id, request.params.id);
      if (scan.status !== "completed") {
        throw new AppError("conflict", "Only a completed scan's results can be edited.");
      }
      const ifMatch = request.headers["if-match"];
      const next = request.body.extractedData;
      // The row is locked while it is compared and written, so two saves cannot both pass the same If-Match.
      const row = await ctx.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(scans)
          .where(and(eq(scans.id, scan.id), eq(scans.userId, user.id)))
          .for("update");
        if (!current) throw new AppError("not_found", SCAN_NOT_FOUND);
        const previous = current.extractedData ?? null;
        if (!ifMatchAllows(ifMatch, await registerETag(previous))) {
          throw new AppError("precondition_failed", STALE_REGISTER_MESSAGE);
        }
        const [updated] = await tx.update(scans).set({ extractedData: next }).where(eq(scans.id, scan.id)).returning();
        const summary = describeRegisterChanges(previous, next);
        if (hasChanges(summary)) await tx.insert(scanHistory).values({ scanId: scan.id, userId: user.id, summary });
        return updated ?? current;
      });
      const detail = toScanDetail(row);
      return reply.header("etag", await registerETag(detail.extractedData)).send(detail);
    },
  );
}
