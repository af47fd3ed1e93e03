// The progress of a whole upload (one file or a batch): each file's latest message, combined into one percentage, one
// status line ("File 2 of 3: …") and one outcome, so the building finishes only when every file has.
import type { ProgressMessage } from "../../../contract/scans";
import { initialProgressMessage, progressPercent } from "./building-progress-model";

export type FileProgress = { scanId: string; fileName: string; bytes: number; message: ProgressMessage };

/** processing until every file is finished; then completed when at least one file completed, failed when all failed. */
export type BatchOutcome = "processing" | "completed" | "failed";

export function isFileFinished(file: FileProgress): boolean {
  return file.message.status !== "processing";
}

/** One entry per uploaded file, in upload order (the server creates the scans in the order the files were sent). */
export function startFileProgress(
  scanIds: readonly string[],
  files: readonly { name: string; size: number }[],
): FileProgress[] {
  return scanIds.map((scanId, i) => ({
    scanId,
    fileName: files[i]?.name ?? "",
    bytes: files[i]?.size ?? 0,
    message: initialProgressMessage(scanId),
  }));
}

export function applyProgressMessage(files: readonly FileProgress[], message: ProgressMessage): FileProgress[] {
  return files.map((f) => (f.scanId === message.scanId && !isFileFinished(f) ? { ...f, message } : f));
}

export function batchOutcome(files: readonly FileProgress[]): BatchOutcome {
  if (files.length === 0 || !files.every(isFileFinished)) return "processing";
  return files.some((f) => f.message.status === "completed") ? "completed" : "failed";
}

/** Weighted by file size, so a 200 MB volume counts for more than a 2 MB one; a finished file (either way) is 100 %. */
export function batchPercent(files: readonly FileProgress[]): number {
  if (batchOutcome(files) === "completed") return 100;
  const totalBytes = files.reduce((sum, f) => sum + Math.max(1, f.bytes), 0);
  if (totalBytes === 0) return 0;
  const done = files.reduce((sum, f) => {
    const percent = isFileFinished(f) ? 100 : progressPercent(f.message);
    return sum + (Math.max(1, f.bytes) * percent) / 100;
  }, 0);
  return Math.min(99, Math.round((done / totalBytes) * 100));
}

/** The file the status line talks about: the first one being read, else the first one still waiting. */
function currentFileIndex(files: readonly FileProgress[]): number {
  const reading = files.findIndex((f) => !isFileFinished(f) && f.message.currentChunk > 0);
  return reading >= 0 ? reading : files.findIndex((f) => !isFileFinished(f));
}

export function batchMessage(files: readonly FileProgress[]): string {
  const index = currentFileIndex(files);
  const file = files[index];
  if (!file) return "";
  const text = file.message.message || "Processing...";
  return files.length === 1 ? text : `File ${index + 1} of ${files.length}: ${file.fileName} — ${text}`;
}

/** The scan whose results page opens the (combined) log: the first file that completed. */
export function firstCompletedScanId(files: readonly FileProgress[]): string | null {
  return files.find((f) => f.message.status === "completed")?.scanId ?? null;
}
