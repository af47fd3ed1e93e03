// GET /api/scans (own scans, newest first) and GET /api/scans/:id.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { scanDetailSchema, scanSummarySchema } from "../../contract/scans";
import { scans } from "../db/schema";
import type { AppContext, AppInstance } from "../http/app-context";
import { requireUser } from "../http/session";
import { findOwnScan, toScanDetail, toScanSummary } from "./scan-views";

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
    async (request) => {
      const user = requireUser(request);
      return toScanDetail(await findOwnScan(ctx.db, user.id, request.params.id));
    },
  );
}
