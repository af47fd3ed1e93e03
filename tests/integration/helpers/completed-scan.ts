// A completed scan with the given register, written straight into the database: for suites about showing, editing
// or listing a log, which need no real scan behind it.
import type { Submittal } from "../../../src/contract/submittal";
import type { Db } from "../../../src/server/db/client";
import { scans } from "../../../src/server/db/schema";

export async function insertCompletedScan(
  db: Db,
  scan: {
    userId: string;
    fileName: string;
    submittals: Submittal[];
    /** One file of a batch (a row in `batches`). */
    batchId?: string;
    projectName?: string;
    projectNumber?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(scans)
    .values({
      userId: scan.userId,
      fileName: scan.fileName,
      fileSize: 50_000,
      status: "completed",
      completedAt: new Date(),
      batchId: scan.batchId ?? null,
      extractedData: {
        ...(scan.projectName ? { projectName: scan.projectName } : {}),
        ...(scan.projectNumber ? { projectNumber: scan.projectNumber } : {}),
        submittals: scan.submittals,
      },
    })
    .returning({ id: scans.id });
  return row!.id;
}
