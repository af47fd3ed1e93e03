// GET /api/batches/:id: one of the user's multi-file uploads with all its scans, for the combined submittal log.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { batchDetailSchema, type BatchDetail } from "../../../contract/batches";
import { batches, scans, type ScanRow } from "../../db/schema";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { AppContext, AppInstance } from "../../http/app-context";
import { requireUser } from "../../http/session";
import { toScanDetail } from "../records/scan-views";

export const BATCH_NOT_FOUND = "Batch not found";

const idSchema = z.uuid();
const fileOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

function byFileName(a: ScanRow, b: ScanRow): number {
  return fileOrder.compare(a.fileName, b.fileName) || a.id.localeCompare(b.id);
}

/** The batch if it exists AND belongs to the user; someone else's, a missing one and a malformed id are the same 404. */
export async function findOwnBatch(db: Db, userId: string, batchId: string): Promise<BatchDetail> {
  if (!idSchema.safeParse(batchId).success) throw new AppError("not_found", BATCH_NOT_FOUND);
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.userId, userId)));
  if (!batch) throw new AppError("not_found", BATCH_NOT_FOUND);
  const rows = await db
    .select()
    .from(scans)
    .where(and(eq(scans.batchId, batch.id), eq(scans.userId, userId)));
  return {
    id: batch.id,
    status: batch.status,
    totalFiles: batch.totalFiles,
    completedFiles: batch.completedFiles,
    failedFiles: batch.failedFiles,
    creditsUsed: batch.creditsUsed,
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
    scans: rows.sort(byFileName).map(toScanDetail),
  };
}

export function registerReadBatchRoute(app: AppInstance, ctx: AppContext): void {
  app.get(
    "/api/batches/:id",
    {
      config: { notFoundMessage: BATCH_NOT_FOUND },
      schema: { params: z.object({ id: z.string() }), response: { 200: batchDetailSchema } },
    },
    async (request) => findOwnBatch(ctx.db, requireUser(request).id, request.params.id),
  );
}
