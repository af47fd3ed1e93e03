// GET /api/scans (own scans, newest first), GET /api/scans/:id (with the register's ETag) and GET /api/scans/:id/history.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { registerETag } from "../../contract/register-etag";
import { scanHistorySchema } from "../../contract/scan-history";
import { scanDetailSchema, scanSummarySchema } from "../../contract/scans";
import { scanHistory, scans, users } from "../db/schema";
import type { AppContext, AppInstance } from "../http/app-context";
import { requireUser } from "../http/session";
import { findOwnScan, toScanDetail, toScanSummary } from "./scan-views";

const HISTORY_LIMIT = 200;

export function registerReadScanRoutes(app: AppInstance, ctx: AppContext): void {
  app.get("/api/scans", { schema: { response: { 200: z.array(scanSummarySchema) } } }, async (request) => {
    const user = requireUser(request);
    const rows = await ctx.db
      .select()
      .from(scans)
      .where(eq(scans.userId, user.id))
      .orderBy(desc(scans.createdAt), desc(scans.id));
    return rows.map(toScanSummary);
  });

  app.get(
    "/api/scans/:id",
    { schema: { params: z.object({ id: z.string() }), response: { 200: scanDetailSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const detail = toScanDetail(await findOwnScan(ctx.db, user.id, request.params.id));
      return reply.header("etag", await registerETag(detail.extractedData)).send(detail);
    },
  );

  app.get(
    "/api/scans/:id/history",
    { schema: { params: z.object({ id: z.string() }), response: { 200: scanHistorySchema } } },
    async (request) => {
      const user = requireUser(request);
      const scan = await findOwnScan(ctx.db, user.id, request.params.id);
      const rows = await ctx.db
        .select({
          id: scanHistory.id,
          summary: scanHistory.summary,
          createdAt: scanHistory.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(scanHistory)
        .leftJoin(users, eq(users.id, scanHistory.userId))
        .where(eq(scanHistory.scanId, scan.id))
        .orderBy(desc(scanHistory.createdAt), desc(scanHistory.id))
        .limit(HISTORY_LIMIT);
      return rows.map((row) => ({
        ...row.summary,
        id: row.id,
        who: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || "A deleted account",
        at: row.createdAt.toISOString(),
      }));
    },
  );
}
