// Sign out (product §4, §8): POST /api/logout, clear the cached user, go to /, and say so in a toast; on failure the
// user stays signed in and gets 'Logout failed'.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { api, paths } from "@/config/paths";
import { ApiError, apiRequest } from "@/lib/api-client";
import { errorMessageOr } from "@/lib/error-message";
import { toast } from "@/hooks/use-toast";
import { currentUserQueryKey } from "./use-current-user";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      try {
        // The answer's body says nothing the page uses: it is not read.
        await apiRequest("POST", api.logout, {});
        return null;
      } catch (error) {
        // 401: the session had already ended (expired, or signed out in another tab), which is what was asked for.
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    onSuccess: async () => {
      // Drop everything cached for this account, so the next user of this browser never sees it.
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserQueryKey[0] });
      navigate(paths.home);
      toast({ title: "Signed out successfully", description: "You have been logged out." });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      toast({
        title: "Logout failed",
        // The server's message when it sent one; a network error's text ("Failed to fetch") tells a user nothing.
        description: errorMessageOr(error, "Failed to sign out. Please try again."),
        variant: "destructive",
      });
    },
  });
}
