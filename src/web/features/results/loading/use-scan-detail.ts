// One scan (GET /api/scans/:id), polled every 2 s while it is processing and not otherwise (product §4).
import { useQuery } from "@tanstack/react-query";
import { scanDetailSchema, type ScanDetail } from "../../../../contract/scans";
import { api } from "@/config/paths";
import { queryWith } from "@/lib/query-client";

export const RESULTS_POLL_MS = 2000;

/** Under the scans list key, so refreshing the list after a scan also refreshes any open scan. */
export const scanDetailQueryKey = (scanId: string) => [api.scans, scanId] as const;

export function useScanDetail(scanId: string) {
  return useQuery<ScanDetail>({
    queryKey: scanDetailQueryKey(scanId),
    queryFn: queryWith(scanDetailSchema),
    refetchInterval: (query) => (query.state.data?.status === "processing" ? RESULTS_POLL_MS : false),
  });
}
