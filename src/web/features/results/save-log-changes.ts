// Writes each changed file of the log back with PATCH /api/scans/:id and puts the stored answers into the query cache
// (the scan's own entry and, for a batch, the batch's), before refreshing both.
import type { QueryClient } from "@tanstack/react-query";
import type { BatchDetail } from "../../../contract/batches";
import { scanDetailSchema, type ScanDetail } from "../../../contract/scans";
import type { ExtractedData } from "../../../contract/submittal";
import { api } from "@/config/paths";
import { apiJson } from "@/lib/api-client";
import { batchDetailQueryKey } from "./use-batch-detail";
import { scanDetailQueryKey } from "./use-scan-detail";

export type SaveResult = { savedIds: string[]; failedIds: string[] };

function storeSaved(queryClient: QueryClient, saved: ScanDetail): void {
  queryClient.setQueryData<ScanDetail>(scanDetailQueryKey(saved.id), saved);
  if (!saved.batchId) return;
  queryClient.setQueryData<BatchDetail>(batchDetailQueryKey(saved.batchId), (batch) =>
    batch ? { ...batch, scans: batch.scans.map((s) => (s.id === saved.id ? saved : s)) } : batch,
  );
}

/** One file after the other, so a failure leaves the files before it saved and the rest still unsaved. */
export async function saveLogChanges(
  queryClient: QueryClient,
  changes: Readonly<Record<string, ExtractedData>>,
): Promise<SaveResult> {
  const result: SaveResult = { savedIds: [], failedIds: [] };
  const batchIds = new Set<string>();
  for (const [scanId, extractedData] of Object.entries(changes)) {
    try {
      const saved = scanDetailSchema.parse(await apiJson<unknown>("PATCH", api.scan(scanId), { extractedData }));
      storeSaved(queryClient, saved);
      if (saved.batchId) batchIds.add(saved.batchId);
      result.savedIds.push(scanId);
    } catch {
      result.failedIds.push(scanId);
    }
  }
  for (const id of result.savedIds) void queryClient.invalidateQueries({ queryKey: scanDetailQueryKey(id) });
  for (const id of batchIds) void queryClient.invalidateQueries({ queryKey: batchDetailQueryKey(id) });
  return result;
}
