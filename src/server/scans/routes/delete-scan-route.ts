// DELETE /api/scans/:id: the owner removes a scan, its register and its stored PDF (404 for anyone else).
import { z } from "zod";
import { SCAN_NOT_FOUND } from "../../../contract/scans";
import type { AppContext, AppInstance } from "../../http/app-context";
import { errorResponses } from "../../http/openapi-operations";
import { requireUser } from "../../http/session";
import type { FileStore } from "../../storage/file-store";
import { deleteScan } from "../records/delete-scan";

export function registerDeleteScanRoute(app: AppInstance, ctx: AppContext, files: FileStore): void {
  app.delete(
    "/api/scans/:id",
    {
      config: { notFoundMessage: SCAN_NOT_FOUND },
      schema: { params: z.object({ id: z.string() }), response: { 204: z.null(), ...errorResponses(409) } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteScan({ db: ctx.db, files, log: request.log, userId: user.id, scanId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
