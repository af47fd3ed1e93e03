// A multi-file upload (GET /api/batches/:id), polled every 2 s while any of its files is processing (product §4's rule
// for one scan, applied to the batch).
import { useQuery } from "@tanstack/react-query";
import { batchDetailSchema, type BatchDetail } from "../../../../contract/batches";
import { api } from "@/config/paths";
import { queryWith } from "@/lib/query-client";
import { RESULTS_POLL_MS } from "./use-scan-detail";

/** The query key is the URL (product §7): "/api/batches/{id}". */
export const batchDetailQueryKey = (batchId: string) => [api.batches, batchId] as const;

export function useBatchDetail(batchId: string | null) {
  return useQuery<BatchDetail>({
    queryKey: batchDetailQueryKey(batchId ?? ""),
    queryFn: queryWith(batchDetailSchema),
    enabled: batchId !== null,
    refetchInterval: (query) =>
      query.state.data?.scans.some((s) => s.status === "processing") ? RESULTS_POLL_MS : false,
  });
}
