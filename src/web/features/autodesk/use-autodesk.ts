// The Autodesk Build card's server state: the connection (never a token: the server keeps those), hub and project
// choices, the log's type check and its latest send, polled every second while it runs.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  autodeskChoicesSchema,
  autodeskSendAnswerSchema,
  autodeskStatusSchema,
  autodeskTypeCheckSchema,
  type AutodeskSelection,
  type AutodeskSend,
  type AutodeskStatus,
} from "../../../contract/autodesk";
import type { TypeMapping } from "../../../contract/export-settings";
import { api } from "@/config/paths";
import { apiJson, apiRequest } from "@/lib/api-client";
import { queryWith } from "@/lib/query-client";

const statusKey = [api.autodeskStatus] as const;
const sendKey = (scanId: string) => [api.scan(scanId), "autodesk", "send"] as const;
const typesKey = (scanId: string) => [api.scan(scanId), "autodesk", "types"] as const;
const running = (send: AutodeskSend | null | undefined) => send?.status === "running" || send?.status === "cancelling";

export function useAutodeskStatus() {
  return useQuery({ queryKey: statusKey, queryFn: queryWith(autodeskStatusSchema) });
}

export function useAutodeskChoices(path: string, enabled: boolean) {
  return useQuery({ queryKey: [path], queryFn: queryWith(autodeskChoicesSchema), enabled });
}

export function useAutodeskTypeCheck(scanId: string, enabled: boolean) {
  return useQuery({ queryKey: typesKey(scanId), queryFn: queryWith(autodeskTypeCheckSchema), enabled, retry: false });
}

export function useLatestAutodeskSend(scanId: string, enabled: boolean) {
  return useQuery<{ send: AutodeskSend | null }>({
    queryKey: sendKey(scanId),
    queryFn: queryWith(autodeskSendAnswerSchema),
    enabled,
    refetchInterval: (query) => (running(query.state.data?.send) ? 1000 : false),
  });
}

export function useAutodeskActions(scanId: string) {
  const queryClient = useQueryClient();
  const setStatus = (status: AutodeskStatus) => queryClient.setQueryData(statusKey, status);
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: [api.scan(scanId), "autodesk"] });
  return {
    select: useMutation({
      mutationFn: (selection: AutodeskSelection) =>
        apiJson(autodeskStatusSchema, "PUT", api.autodeskSelection, selection),
      onSuccess: async (status) => {
        setStatus(status);
        await refreshLog();
      },
    }),
    saveMapping: useMutation({
      mutationFn: (typeMapping: TypeMapping[]) =>
        apiJson(autodeskStatusSchema, "PUT", api.autodeskTypeMapping, { typeMapping }),
      onSuccess: async (status) => {
        setStatus(status);
        await queryClient.invalidateQueries({ queryKey: typesKey(scanId) });
      },
    }),
    send: useMutation({
      mutationFn: () => apiJson(autodeskSendAnswerSchema, "POST", `${api.scan(scanId)}/autodesk/send`, {}),
      onSuccess: (answer) => queryClient.setQueryData(sendKey(scanId), answer),
    }),
    cancel: useMutation({
      mutationFn: () => apiJson(autodeskSendAnswerSchema, "POST", `${api.scan(scanId)}/autodesk/send/cancel`, {}),
      onSuccess: (answer) => queryClient.setQueryData(sendKey(scanId), answer),
    }),
    disconnect: useMutation({
      mutationFn: () => apiRequest("DELETE", api.autodeskConnection),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: statusKey });
        queryClient.removeQueries({ queryKey: [api.scan(scanId), "autodesk"] });
      },
    }),
  };
}
