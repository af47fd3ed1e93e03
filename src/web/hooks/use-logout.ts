// Sign out (spec §4): POST /api/logout, clear the cached user, go to /, and say so in a toast.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { api, paths } from "@/config/paths";
import { apiRequest } from "@/lib/api-client";
import { toast } from "@/hooks/use-toast";
import { currentUserQueryKey } from "./use-current-user";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", api.logout, {});
      return (await res.json()) as unknown;
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
        description: error.message || "Failed to sign out. Please try again.",
        variant: "destructive",
      });
    },
  });
}
