// GET /api/scans/overview: the counts and five newest scans the dashboard and history show, for the user's month.
import { useQuery } from "@tanstack/react-query";
import { scanOverviewSchema } from "../../../contract/scans";
import { api } from "@/config/paths";
import { readAnswer, throwIfNotOk } from "@/lib/api-client";

/** Midnight on the first day of `now`'s month in the browser's time zone: "this month" is the user's month. */
export function startOfLocalMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

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
