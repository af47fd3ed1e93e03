// Ends a scan read in page ranges as failed, once (finishScan refunds it exactly once): its upload and the stored
// pages of its ranges are removed, and the browser is told.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { ScanRow } from "../../db/schema";
import type { FileStore } from "../../storage/file-store";
import type { ProgressBus } from "../progress/progress-bus";
import { progressOfFinishedScan } from "../progress/progress-messages";
import { removeRangePages } from "./remove-range-pages";

export type AfterFinishDeps = { db: Db; files: FileStore; progress: ProgressBus; log: FastifyBaseLogger };

/** What follows a recorded outcome (`finished` is null when another process recorded it first). */
export async function afterRangedScanFinished(
  deps: AfterFinishDeps,
  scanId: string,
  finished: ScanRow | null,
): Promise<void> {
  const { files, log } = deps;
  await removeRangePages(deps.db, files, scanId, log).catch((err: unknown) =>
    log.warn({ err, scanId }, "page-range files not removed; the stored-file sweep will remove them"),
  );
  if (!finished) return;
  // Completed uploads are kept for the source viewer; a failed one is never used again (docs/decisions/).
  if (finished.status === "failed" && finished.storageKey) {
    await files.remove(finished.storageKey).catch((err: unknown) => log.warn({ err, scanId }, "upload removal failed"));
  }
  await deps.progress
    .publish(progressOfFinishedScan(finished))
    .catch((err: unknown) => log.warn({ err, scanId }, "progress publish failed"));
}
