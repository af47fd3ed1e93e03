// Data for the Super Admin Panel: the counters, the three lists a page at a time (product §7), and the add-credits call.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { adminOverviewSchema, type AddCreditsPayload } from "../../../contract/admin";
import type { Page } from "../../../contract/pages";
import { api } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { apiRequest, readAnswer, throwIfNotOk } from "@/lib/api-client";
import { queryWith } from "@/lib/query-client";

export const ADMIN_PAGE_SIZE = 50;
export const adminUsersQueryKey = [api.adminUsers] as const;
export const adminOverviewQueryKey = [api.adminOverview] as const;

export function useAdminOverview(enabled: boolean) {
  return useQuery({ queryKey: adminOverviewQueryKey, queryFn: queryWith(adminOverviewSchema), enabled });
}

/**
 * One of the admin lists, newest first, a page at a time, each parsed with the list's page schema; `search` is sent
 * to the server (users only).
 */
export function useAdminPages<T>(schema: z.ZodType<Page<T>>, list: string, search = "") {
  const q = search.trim();
  return useInfiniteQuery({
    queryKey: [list, "pages", q],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const url = api.page(list, { limit: ADMIN_PAGE_SIZE, cursor: pageParam, q });
      const res = await fetch(url, { credentials: "include", signal });
      await throwIfNotOk(res);
      return readAnswer(schema, `GET ${url}`, res);
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAddCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AddCreditsPayload) => apiRequest("POST", api.adminAddCredits, payload),
    onSuccess: async () => {
      // The admin may have granted credits to themselves, so the sidebar balance is refreshed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
  });
}
