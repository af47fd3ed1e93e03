// PATCH /api/scans/:id: saves the user's edited submittal register, validated whole by the shared schema.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { MB } from "../../contract/credits";
import { scanDetailSchema, updateScanSchema } from "../../contract/scans";
import { scans } from "../db/schema";
import { AppError } from "../http/app-error";
import type { AppContext, AppInstance } from "../http/app-context";
import { userRateLimit } from "../http/rate-limit";
import { requireUser } from "../http/session";
import { findOwnScan, toScanDetail } from "./scan-views";

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
    async (request) => {
      const user = requireUser(request);
      const scan = await findOwnScan(ctx.db, user.id, request.params.id);
      if (scan.status !== "completed") {
        throw new AppError("conflict", "Only a completed scan's results can be edited.");
      }
      const [row] = await ctx.db
        .update(scans)
        .set({ extractedData: request.body.extractedData })
        .where(eq(scans.id, scan.id))
        .returning();
      return toScanDetail(row ?? scan);
    },
  );
}
