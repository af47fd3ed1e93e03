// GET /api/scans (own scans, newest first: whole list or one page), GET /api/scans/overview, GET /api/scans/by-content
// (own completed scans of files with these contents), GET /api/scans/:id (with the register's ETag) and
// GET /api/scans/:id/history. A detail answer is kept encoded for a repeat read of the same register (decision 0272).
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { earlierScansQuerySchema, earlierScansSchema } from "../../../contract/earlier-scans";
import { listPageQuerySchema, PAGE_DEFAULT_LIMIT, wantsPage } from "../../../contract/pages";
import { registerETag } from "../../../contract/register-etag";
import { scanHistorySchema } from "../../../contract/scan-history";
import {
  SCAN_NOT_FOUND,
  scanDetailSchema,
  scanOverviewQuerySchema,
  type ScanDetail,
  scanOverviewSchema,
  scanPageSchema,
  scanSummarySchema,
} from "../../../contract/scans";
import { scanHistory, users } from "../../db/schema";
import type { AppContext, AppInstance } from "../../http/app-context";
import { encodeBody, requestedEncoding } from "../../http/compression";
import { requireUser } from "../../http/session";
import { findEarlierScans } from "../records/find-earlier-scans";
import { listAllScanSummaries, listScanPage } from "../records/list-scan-summaries";
import { readScanOverview, startOfUtcMonth } from "../records/scan-overview";
import { findReadableScanVersion, findScanAccess } from "../../projects/membership/scan-access";
import { toScanDetail } from "../records/scan-views";
import type { PageImageRenderer } from "../page-images/page-image-renderer";
import { createScanDetailCache } from "./scan-detail-cache";

const HISTORY_LIMIT = 200;

export function registerReadScanRoutes(app: AppInstance, ctx: AppContext, pages: PageImageRenderer): void {
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

  const details = createScanDetailCache(ctx.config.scans.detailCacheBytes);
  app.get(
    "/api/scans/:id",
    {
      // With the cache the route encodes its answers itself, as the compression plugin would (decision 0272).
      ...(details.enabled ? { compress: false as const } : {}),
      config: { notFoundMessage: SCAN_NOT_FOUND },
      schema: { params: z.object({ id: z.string() }), response: { 200: scanDetailSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!details.enabled) {
        const detail = toScanDetail((await findScanAccess(ctx.db, user.id, request.params.id, "viewer")).row);
        // A finished register is what the source viewer shows pages of: its renderer starts now, not at the first page.
        if (detail.status === "completed") pages.warm();
        return reply.header("etag", await registerETag(detail.extractedData)).send(detail);
      }
      // Who may read it is asked first, every time: a body kept for a member is never a stranger's answer.
      const wanted = requestedEncoding(request);
      const { version } = await findReadableScanVersion(ctx.database, user.id, request.params.id);
      let answer = details.get(request.params.id, version, wanted);
      if (!answer) {
        const read = await findScanAccess(ctx.db, user.id, request.params.id, "viewer");
        const detail = toScanDetail(read.row);
        // The route's own serializer (the response schema's), so the bytes are those of an answer sent uncached.
        const serialized = reply.serialize(detail);
        const json = typeof serialized === "string" ? Buffer.from(serialized) : Buffer.from(serialized as ArrayBuffer);
        const encoded = await encodeBody(json, wanted);
        answer = {
          etag: await registerETag(detail.extractedData),
          completed: detail.status === "completed",
          ...encoded,
        };
        details.set(read.row.id, read.version, wanted, answer);
      }
      if (answer.completed) pages.warm();
      reply.header("etag", answer.etag).header("vary", "accept-encoding").type("application/json; charset=utf-8");
      if (answer.encoding !== "identity") reply.header("content-encoding", answer.encoding);
      // Bytes are sent as they are: neither serialised again nor encoded again (the plugin is off for this route).
      return reply.send(answer.body as unknown as ScanDetail);
    },
  );

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
