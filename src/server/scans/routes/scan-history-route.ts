// GET /api/scans/:id/history: who saved which edits of the register, newest first.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { scanHistorySchema } from "../../../contract/scan-history";
import { SCAN_NOT_FOUND } from "../../../contract/scans";
import { scanHistory, users } from "../../db/schema";
import type { AppContext, AppInstance } from "../../http/app-context";
import { requireUser } from "../../http/session";
import { findScanAccess } from "../../projects/membership/scan-access";

const HISTORY_LIMIT = 200;

export function registerScanHistoryRoute(app: AppInstance, ctx: AppContext): void {
  app.get(
    "/api/scans/:id/history",
    {
      config: { notFoundMessage: SCAN_NOT_FOUND },
      schema: { params: z.object({ id: z.string() }), response: { 200: scanHistorySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { row: scan } = await findScanAccess(ctx.db, user.id, request.params.id, "viewer");
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
