// The signed-in user's scans (GET /api/scans); the same cache entry feeds the dashboard, history and scan screens.
import { useQuery } from "@tanstack/react-query";
import type { ScanSummary } from "../../../contract/scans";
import { api } from "@/config/paths";

export const scansQueryKey = [api.scans] as const;

export function useScans() {
  return useQuery<ScanSummary[]>({ queryKey: scansQueryKey });
}
