// Turns stored uploads into scans: in ONE transaction reserve the credits, insert the batch and scan rows
// (status processing) with their ledger entries, and enqueue one job per scan. Nothing is half-created.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { creditsForFile } from "../../../contract/credits";
import { NO_PDF_CHOSEN } from "../../../contract/uploads";
import type { CreateScanResponse } from "../../../contract/scans";
import { reserveCredits } from "../../credits/reserve-credits";
import type { Db } from "../../db/client";
import type { DocumentKind } from "../../../contract/project-documents";
import { batches, scans, users } from "../../db/schema";
import { lockProjectAccess } from "../../projects/membership/project-access";
import { startProject } from "../../projects/project-records";
import { AppError } from "../../http/app-error";
import type { JobQueue } from "../../queue/pg-boss-queue";
import { drizzleExecutor } from "../../queue/sql-executor";
import { insufficientCreditsError } from "./insufficient-credits-error";
import { SCAN_QUEUE, scanJobOptions, type ScanJobData } from "../job/scan-job-definition";
import { fairPriority, scansInFlight } from "../running/fair-share";

export type UploadedFile = {
  fileName: string;
  size: number;
  storageKey: string;
  /** SHA-256 of the stored bytes (hex): how a file the user scanned before is recognised. Uploads always have it. */
  sha256?: string;
};

export type CreateScansOptions = {
  db: Db;
  queue: JobQueue;
  userId: string;
  files: readonly UploadedFile[];
  /** True for POST /api/scans/batch: the scans share a batch row. */
  asBatch: boolean;
  jobTimeoutMs: number;
  /**
   * The project the files are documents of, and what they are to it. Without a project id the upload starts a new
   * project (one for all the files of a batch), so the single-file flow needs no project at all.
   */
  project?: { id?: string; kind?: DocumentKind; date?: string };
};

export async function readBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? 0;
}

export async function createScans(options: CreateScansOptions): Promise<CreateScanResponse> {
  const { db, queue, userId, files } = options;
  if (files.length === 0) throw new AppError("bad_request", NO_PDF_CHOSEN);
  const planned = files.map((file) => ({ ...file, id: randomUUID(), credits: creditsForFile(file.size) }));
  const total = planned.reduce((sum, file) => sum + file.credits, 0);

  try {
    const batchId = await db.transaction(async (tx) => {
      const projectId = options.project?.id
        ? (await lockProjectAccess(tx, userId, options.project.id, "editor")).project.id
        : await startProject(tx, userId);
      const documentKind = options.project?.kind ?? "volume";
      let batchId: string | null = null;
      if (options.asBatch) {
        const [batch] = await tx
          .insert(batches)
          .values({ userId, totalFiles: planned.length, creditsUsed: total })
          .returning({ id: batches.id });
        batchId = batch?.id ?? null;
      }
      const jobDb = drizzleExecutor(tx);
      // Counted before this upload's own rows: its files queue behind the user's earlier scans, one rank each.
      const ahead = await scansInFlight(tx, userId);
      for (const [index, file] of planned.entries()) {
        // One reservation per scan, referenced by the scan id, so a failed scan refunds exactly its own credits.
        await reserveCredits(tx, { userId, credits: file.credits, reference: file.id, reason: file.fileName });
        await tx.insert(scans).values({
          id: file.id,
          userId,
          batchId,
          projectId,
          documentKind,
          documentDate: options.project?.date ?? null,
          fileName: file.fileName,
          fileSize: file.size,
          storageKey: file.storageKey,
          contentSha256: file.sha256 ?? null,
          status: "processing",
          creditsUsed: file.credits,
        });
        const data: ScanJobData = { scanId: file.id };
        await queue.send(SCAN_QUEUE, data, {
          ...scanJobOptions(options.jobTimeoutMs),
          id: file.id,
          priority: fairPriority(ahead + index),
          db: jobDb,
        });
      }
      return batchId;
    });
    queue.wake(SCAN_QUEUE);
    const first = planned[0];
    return { id: first?.id ?? "", scanIds: planned.map((f) => f.id), batchId, creditsUsed: total };
  } catch (error) {
    // A concurrent upload spent the credits between the pre-check and this transaction.
    if (error instanceof AppError && error.code === "insufficient_credits") {
      throw insufficientCreditsError(total, await readBalance(db, userId));
    }
    throw error;
  }
}
