// GET /api/scans/overview: the counts and five newest scans the dashboard and history show, for the user's month.
import { useQuery } from "@tanstack/react-query";
import { scanOverviewSchema } from "../../../contract/scans";
import { api } from "@/config/paths";
import { readAnswer, throwIfNotOk } from "@/lib/api-client";
import { startOfLocalMonth } from "./dashboard-stats";

export function useScanOverview() {
  const monthStart = startOfLocalMonth(new Date()).toISOString();
  return useQuery({
    // Under [api.scans], so a new upload (which invalidates the scans) refreshes it too.
    queryKey: [api.scans, "overview", monthStart],
    queryFn: async ({ signal }) => {
      const url = api.scanOverview(monthStart);
      const res = await fetch(url, { credentials: "include", signal });
      await throwIfNotOk(res);
      return readAnswer(scanOverviewSchema, `GET ${url}`, res);
    },
  });
}
