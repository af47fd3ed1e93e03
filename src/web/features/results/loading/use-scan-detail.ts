// One scan (GET /api/scans/:id), polled every 2 s while it is processing and not otherwise (product §4).
import { useQuery } from "@tanstack/react-query";
import type { ScanDetail } from "../../../../contract/scans";
import { api } from "@/config/paths";

export const RESULTS_POLL_MS = 2000;

/** Under the scans list key, so refreshing the list after a scan also refreshes any open scan. */
export const scanDetailQueryKey = (scanId: string) => [api.scans, scanId] as const;

export function useScanDetail(scanId: string) {
  return useQuery<ScanDetail>({
    queryKey: scanDetailQueryKey(scanId),
    refetchInterval: (query) => (query.state.data?.status === "processing" ? RESULTS_POLL_MS : false),
  });
}
