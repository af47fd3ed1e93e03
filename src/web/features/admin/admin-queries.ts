// Data for the Super Admin Panel: the three lists and the add-credits call (spec §7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddCreditsPayload, AdminPayment, AdminUser, FailedScan } from "../../../contract/admin";
import { api } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { apiRequest } from "@/lib/api-client";

export const adminUsersQueryKey = [api.adminUsers] as const;

export function useAdminUsers(enabled: boolean) {
  return useQuery<AdminUser[]>({ queryKey: adminUsersQueryKey, enabled });
}

export function useAdminPayments(enabled: boolean) {
  return useQuery<AdminPayment[]>({ queryKey: [api.adminPayments], enabled });
}

export function useFailedScans(enabled: boolean) {
  return useQuery<FailedScan[]>({ queryKey: [api.adminFailedScans], enabled });
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
