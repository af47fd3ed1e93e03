// GET /api/scans (own scans, newest first: whole list or one page), GET /api/scans/overview and GET /api/scans/by-content
// (own completed scans of files with these contents).
import { z } from "zod";
import { earlierScansQuerySchema, earlierScansSchema } from "../../../contract/earlier-scans";
import { listPageQuerySchema, PAGE_DEFAULT_LIMIT, wantsPage } from "../../../contract/pages";
import {
  scanOverviewQuerySchema,
  scanOverviewSchema,
  scanPageSchema,
  scanSummarySchema,
} from "../../../contract/scans";
import type { AppContext, AppInstance } from "../../http/app-context";
import { requireUser } from "../../http/session";
import { findEarlierScans } from "../records/find-earlier-scans";
import { listAllScanSummaries, listScanPage } from "../records/list-scan-summaries";
import { readScanOverview, startOfUtcMonth } from "../records/scan-overview";

export function registerScanListRoutes(app: AppInstance, ctx: AppContext): void {
  app.get(
    "/api/scans",
    {
      schema: {
        querystring: listPageQuerySchema,
        response: { 200: z.union([z.array(scanSummarySchema), scanPageSchema]) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { limit, cursor, q } = request.query;
      // The spec's client sends no parameters and expects the plain list.
      if (!wantsPage(request.query)) return listAllScanSummaries(ctx.db, user.id);
      return listScanPage(ctx.db, {
        userId: user.id,
        limit: limit ?? PAGE_DEFAULT_LIMIT,
        cursor,
        fileNameContains: q,
      });
    },
  );

  app.get(
    "/api/scans/overview",
    { schema: { querystring: scanOverviewQuerySchema, response: { 200: scanOverviewSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { monthStart } = request.query;
      return readScanOverview(ctx.db, {
        userId: user.id,
        monthStart: monthStart ? new Date(monthStart) : startOfUtcMonth(new Date()),
      });
    },
  );

  app.get(
    "/api/scans/by-content",
    { schema: { querystring: earlierScansQuerySchema, response: { 200: earlierScansSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { scans: await findEarlierScans(ctx.db, user.id, request.query.sha256) };
    },
  );
}
