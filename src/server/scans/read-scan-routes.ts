// GET /api/scans (own scans, newest first: whole list or one page), GET /api/scans/overview and GET /api/scans/:id.
import { z } from "zod";
import { listPageQuerySchema, PAGE_DEFAULT_LIMIT, wantsPage } from "../../contract/pages";
import {
  scanDetailSchema,
  scanOverviewQuerySchema,
  scanOverviewSchema,
  scanPageSchema,
  scanSummarySchema,
} from "../../contract/scans";
import type { AppContext, AppInstance } from "../http/app-context";
import { requireUser } from "../http/session";
import { listAllScanSummaries, listScanPage } from "./list-scan-summaries";
import { readScanOverview, startOfUtcMonth } from "./scan-overview";
import { findOwnScan, toScanDetail } from "./scan-views";

export function registerReadScanRoutes(app: AppInstance, ctx: AppContext): void {
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
    "/api/scans/:id",
    { schema: { params: z.object({ id: z.string() }), response: { 200: scanDetailSchema } } },
    async (request) => {
      const user = requireUser(request);
      return toScanDetail(await findOwnScan(ctx.db, user.id, request.params.id));
    },
  );
}
