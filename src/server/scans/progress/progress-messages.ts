// Builds the progress messages the WebSocket sends, from engine progress and from a scan row.
import type { ProgressMessage } from "../../../contract/scans";
import type { ScanProgress } from "../../../engine";
import type { ScanRow } from "../../db/schema";
import { GENERIC_SCAN_ERROR, PREPARING_MESSAGE } from "../../../contract/scan-messages";

export const COMPLETED_MESSAGE = "Scan complete.";

export function progressFromEngine(scanId: string, progress: ScanProgress): ProgressMessage {
  const totalChunks = Math.max(1, progress.totalPages);
  return {
    scanId,
    currentChunk: Math.min(progress.pagesDone, totalChunks),
    totalChunks,
    status: "processing",
    // NOTIFY payloads are limited to 8 kB; progress text is one line anyway.
    message: progress.message.slice(0, 300),
  };
}

/** The current state of a scan as a progress message: what a socket that connects late is told first. */
export function progressOfScan(scan: ScanRow): ProgressMessage {
  if (scan.status === "completed" || scan.status === "failed") return progressOfFinishedScan(scan);
  return { scanId: scan.id, currentChunk: 0, totalChunks: 1, status: "processing", message: PREPARING_MESSAGE };
}

export function progressOfFinishedScan(scan: ScanRow): ProgressMessage {
  const pages = Math.max(1, scan.extractedData?.pageCount ?? 1);
  if (scan.status === "failed") {
    return {
      scanId: scan.id,
      currentChunk: 0,
      totalChunks: pages,
      status: "failed",
      message: scan.errorMessage ?? GENERIC_SCAN_ERROR,
    };
  }
  return { scanId: scan.id, currentChunk: pages, totalChunks: pages, status: "completed", message: COMPLETED_MESSAGE };
}
