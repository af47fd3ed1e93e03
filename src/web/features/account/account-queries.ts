// The Account page's calls: change name, change password, close the account, resend the verification e-mail.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordPayload, CloseAccountPayload, UpdateProfilePayload } from "../../../contract/account";
import { messageAnswerSchema } from "../../../contract/api-error";
import { currentUserSchema } from "../../../contract/auth";
import { api } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { apiJson } from "@/lib/api-client";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateProfilePayload) => apiJson(currentUserSchema, "PATCH", api.currentUser, payload),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) => apiJson(messageAnswerSchema, "POST", api.changePassword, payload),
  });
}

export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CloseAccountPayload) => apiJson(messageAnswerSchema, "DELETE", api.currentUser, payload),
    onSuccess: () => {
      // Nothing of the closed account may stay in this browser's cache.
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserQueryKey[0] });
    },
  });
}

export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: () => apiJson(messageAnswerSchema, "POST", api.resendVerificationEmail),
  });
}
