// The history's scans, a page of GET /api/scans at a time (keyset cursor), filtered by file name on the server.
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { scanPageSchema } from "../../../contract/scans";
import { api } from "@/config/paths";
import { readAnswer, throwIfNotOk } from "@/lib/api-client";

export const HISTORY_PAGE_SIZE = 50;

export function useScanPages(search: string) {
  const q = search.trim();
  return useInfiniteQuery({
    // Under [api.scans], so a new upload (which invalidates the scans) refreshes the history too.
    queryKey: [api.scans, "pages", q],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const url = api.page(api.scans, { limit: HISTORY_PAGE_SIZE, cursor: pageParam, q });
      const res = await fetch(url, { credentials: "include", signal });
      await throwIfNotOk(res);
      return readAnswer(scanPageSchema, `GET ${url}`, res);
    },
    getNextPageParam: (last) => last.nextCursor,
    // While the next search runs, the previous results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}
