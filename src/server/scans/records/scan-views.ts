// Scan rows as the API returns them (src/contract/scans.ts). Who may read or change a scan is
// projects/membership/scan-access.ts.
import { readableRegister } from "../../../contract/clip-register";
import type { ScanDetail, ScanSummary } from "../../../contract/scans";
import { scans, type ScanRow } from "../../db/schema";

/** The columns a summary needs: lists select these so a register (extracted_data) is never read for a list. */
export const scanSummaryColumns = {
  id: scans.id,
  batchId: scans.batchId,
  projectId: scans.projectId,
  fileName: scans.fileName,
  fileSize: scans.fileSize,
  status: scans.status,
  creditsUsed: scans.creditsUsed,
  errorMessage: scans.errorMessage,
  createdAt: scans.createdAt,
  completedAt: scans.completedAt,
};
export type ScanSummaryRow = Pick<ScanRow, keyof typeof scanSummaryColumns>;

export function toScanSummary(row: ScanSummaryRow): ScanSummary {
  return {
    id: row.id,
    batchId: row.batchId,
    projectId: row.projectId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: row.status,
    creditsUsed: row.creditsUsed,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A stored result that no longer fits the schema (stored by an older version) is salvaged, never a 500. */
export function toScanDetail(row: ScanRow): ScanDetail {
  return { ...toScanSummary(row), extractedData: readableRegister(row.extractedData) };
}
