// The Procore panel's server state: the connection (never a token: the server keeps those), company and project
// choices, the log's type check and its latest send, polled every second while it runs.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  procoreChoicesSchema,
  procoreSendAnswerSchema,
  procoreStatusSchema,
  procoreTypeCheckSchema,
  type ProcoreSend,
  type ProcoreSelection,
  type ProcoreStatus,
} from "../../../contract/procore";
import type { TypeMapping } from "../../../contract/export-settings";
import { api } from "@/config/paths";
import { apiJson, apiRequest } from "@/lib/api-client";
import { queryWith } from "@/lib/query-client";

const statusKey = [api.procoreStatus] as const;
const sendKey = (scanId: string) => [api.scan(scanId), "procore", "send"] as const;
const typesKey = (scanId: string) => [api.scan(scanId), "procore", "types"] as const;
const running = (send: ProcoreSend | null | undefined) => send?.status === "running" || send?.status === "cancelling";

export function useProcoreStatus() {
  return useQuery({ queryKey: statusKey, queryFn: queryWith(procoreStatusSchema) });
}

export function useProcoreChoices(path: string, enabled: boolean) {
  return useQuery({ queryKey: [path], queryFn: queryWith(procoreChoicesSchema), enabled });
}

export function useTypeCheck(scanId: string, enabled: boolean) {
  return useQuery({ queryKey: typesKey(scanId), queryFn: queryWith(procoreTypeCheckSchema), enabled });
}

export function useLatestSend(scanId: string, enabled: boolean) {
  return useQuery<{ send: ProcoreSend | null }>({
    queryKey: sendKey(scanId),
    queryFn: queryWith(procoreSendAnswerSchema),
    enabled,
    refetchInterval: (query) => (running(query.state.data?.send) ? 1000 : false),
  });
}

export function useProcoreActions(scanId: string) {
  const queryClient = useQueryClient();
  const setStatus = (status: ProcoreStatus) => queryClient.setQueryData(statusKey, status);
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: [api.scan(scanId), "procore"] });
  return {
    select: useMutation({
      mutationFn: (selection: ProcoreSelection) => apiJson(procoreStatusSchema, "PUT", api.procoreSelection, selection),
      onSuccess: async (status) => {
        setStatus(status);
        await refreshLog();
      },
    }),
    saveMapping: useMutation({
      mutationFn: (typeMapping: TypeMapping[]) =>
        apiJson(procoreStatusSchema, "PUT", api.procoreTypeMapping, { typeMapping }),
      onSuccess: async (status) => {
        setStatus(status);
        await queryClient.invalidateQueries({ queryKey: typesKey(scanId) });
      },
    }),
    send: useMutation({
      mutationFn: () => apiJson(procoreSendAnswerSchema, "POST", `${api.scan(scanId)}/procore/send`, {}),
      onSuccess: (answer) => queryClient.setQueryData(sendKey(scanId), answer),
    }),
    cancel: useMutation({
      mutationFn: () => apiJson(procoreSendAnswerSchema, "POST", `${api.scan(scanId)}/procore/send/cancel`, {}),
      onSuccess: (answer) => queryClient.setQueryData(sendKey(scanId), answer),
    }),
    disconnect: useMutation({
      mutationFn: () => apiRequest("DELETE", api.procoreConnection),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: statusKey });
        queryClient.removeQueries({ queryKey: [api.scan(scanId), "procore"] });
      },
    }),
  };
}
