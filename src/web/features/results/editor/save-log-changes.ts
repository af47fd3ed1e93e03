// Writes each changed file of the log back with PATCH /api/scans/:id and puts the stored answers into the query cache
// (the scan's own entry and, for a batch, the batch's), before refreshing both. Each PATCH carries If-Match with the
// tag of the version the edits started from, so a file saved meanwhile from another window is not overwritten; each
// save is announced to the other windows of the browser showing the file.
import type { QueryClient } from "@tanstack/react-query";
import type { BatchDetail } from "../../../../contract/batches";
import { registerETag } from "../../../../contract/register-etag";
import { scanDetailSchema, type ScanDetail } from "../../../../contract/scans";
import type { ExtractedData } from "../../../../contract/submittal";
import { api } from "@/config/paths";
import { ApiError, apiRequest, readAnswer } from "@/lib/api-client";
import { PROJECTS } from "@/shared/projects/use-projects";
import { batchDetailQueryKey } from "../loading/use-batch-detail";
import { scanDetailQueryKey } from "../loading/use-scan-detail";
import { announceSavedRegister } from "./use-stale-registers";

export type SaveResult = { savedIds: string[]; failedIds: string[]; staleIds: string[] };

/** Puts a file's stored version into the query cache, in the scan's own entry and in its batch's. */
export function storeSaved(queryClient: QueryClient, saved: ScanDetail): void {
  queryClient.setQueryData<ScanDetail>(scanDetailQueryKey(saved.id), saved);
  if (!saved.batchId) return;
  queryClient.setQueryData<BatchDetail>(batchDetailQueryKey(saved.batchId), (batch) =>
    batch ? { ...batch, scans: batch.scans.map((s) => (s.id === saved.id ? saved : s)) } : batch,
  );
}

/** The If-Match header for the version edited; none where the browser offers no hashing (plain http off localhost). */
async function ifMatch(base: ExtractedData | null | undefined): Promise<Record<string, string>> {
  if (base === undefined) return {};
  try {
    return { "If-Match": await registerETag(base) };
  } catch {
    return {};
  }
}

/** One file after the other, so a failure leaves the files before it saved and the rest still unsaved. */
export async function saveLogChanges(
  queryClient: QueryClient,
  changes: Readonly<Record<string, ExtractedData>>,
  /** The stored register each change was made from. */
  baseOf: (scanId: string) => ExtractedData | null | undefined,
): Promise<SaveResult> {
  const result: SaveResult = { savedIds: [], failedIds: [], staleIds: [] };
  const batchIds = new Set<string>();
  const projectIds = new Set<string>();
  for (const [scanId, extractedData] of Object.entries(changes)) {
    try {
      const headers = await ifMatch(baseOf(scanId));
      const answer = await apiRequest("PATCH", api.scan(scanId), { extractedData }, headers);
      const saved = await readAnswer(scanDetailSchema, `PATCH ${api.scan(scanId)}`, answer);
      const etag = answer.headers.get("etag");
      if (etag) announceSavedRegister(scanId, etag);
      storeSaved(queryClient, saved);
      if (saved.batchId) batchIds.add(saved.batchId);
      if (saved.projectId) projectIds.add(saved.projectId);
      result.savedIds.push(scanId);
    } catch (error) {
      result.failedIds.push(scanId);
      if (error instanceof ApiError && error.status === 412) result.staleIds.push(scanId);
    }
  }
  for (const id of result.savedIds) void queryClient.invalidateQueries({ queryKey: scanDetailQueryKey(id) });
  for (const id of batchIds) void queryClient.invalidateQueries({ queryKey: batchDetailQueryKey(id) });
  // A project's waiting changes show the saved register's items ("Yours"): read them again.
  for (const id of projectIds) void queryClient.invalidateQueries({ queryKey: [PROJECTS, id, "changes"] });
  return result;
}
