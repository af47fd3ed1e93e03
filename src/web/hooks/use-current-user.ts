// The signed-in user (or null when signed out), from GET /api/auth/user; 401 means "signed out", not an error.
import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../contract/auth";
import { api } from "@/config/paths";
import { getQueryFn } from "@/lib/query-client";

export const currentUserQueryKey = [api.currentUser] as const;

export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
