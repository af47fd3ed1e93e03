// A completed scan with the given register, written straight into the database: for suites about showing, editing
// or listing a log, which need no real scan behind it.
import type { ExtractedData, Submittal } from "../../../src/contract/submittal";
import type { Db } from "../../../src/server/db/client";
import { scans } from "../../../src/server/db/schema";

export async function insertCompletedScan(
  db: Db,
  scan: {
    userId: string;
    fileName: string;
    /** The register's items; or give the whole stored register as `extractedData`. */
    submittals?: Submittal[];
    /** The stored register as it is (page count, OCR pages, or a register no save could write); wins over the rest. */
    extractedData?: ExtractedData;
    /** One file of a batch (a row in `batches`). */
    batchId?: string;
    projectName?: string;
    projectNumber?: string;
    /** The upload behind the scan, for suites that draw its pages; with its size. */
    storageKey?: string;
    fileSize?: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(scans)
    .values({
      userId: scan.userId,
      fileName: scan.fileName,
      fileSize: scan.fileSize ?? 50_000,
      storageKey: scan.storageKey ?? null,
      status: "completed",
      completedAt: new Date(),
      batchId: scan.batchId ?? null,
      extractedData: scan.extractedData ?? {
        ...(scan.projectName ? { projectName: scan.projectName } : {}),
        ...(scan.projectNumber ? { projectNumber: scan.projectNumber } : {}),
        submittals: scan.submittals ?? [],
      },
    })
    .returning({ id: scans.id });
  return row!.id;
}
