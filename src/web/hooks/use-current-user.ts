// The signed-in user (or null when signed out), from GET /api/auth/user; 401 means "signed out", not an error.
import { useQuery } from "@tanstack/react-query";
import { currentUserSchema, type CurrentUser } from "../../contract/auth";
import { api } from "@/config/paths";
import { queryWith } from "@/lib/query-client";

const signedInOrNot = currentUserSchema.nullable();

export const currentUserQueryKey = [api.currentUser] as const;

export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean; isAuthenticated: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: queryWith(signedInOrNot, { on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
