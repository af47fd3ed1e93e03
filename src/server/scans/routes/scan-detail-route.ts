// GET /api/scans/:id, with the register's ETag. A detail answer is kept encoded for a repeat read of the same register
// (decision 0272).
import { z } from "zod";
import { registerETag } from "../../../contract/register-etag";
import { SCAN_NOT_FOUND, scanDetailSchema, type ScanDetail } from "../../../contract/scans";
import type { AppContext, AppInstance } from "../../http/app-context";
import { encodeBody, requestedEncoding } from "../../http/compression";
import { requireUser } from "../../http/session";
import { findReadableScanVersion, findScanAccess } from "../../projects/membership/scan-access";
import type { PageImageRenderer } from "../page-images/page-image-renderer";
import { toScanDetail } from "../records/scan-views";
import { createScanDetailCache } from "./scan-detail-cache";

export function registerScanDetailRoute(app: AppInstance, ctx: AppContext, pages: PageImageRenderer): void {
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
}
