// The Procore panel's server state: the connection (never a token: the server keeps those), company and project
// choices, the log's type check and its latest send, polled every second while it runs.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProcoreSend, ProcoreStatus, ProcoreTypeCheck, ProcoreSelection } from "../../../contract/procore";
import type { TypeMapping } from "../../../contract/export-settings";
import { api } from "@/config/paths";
import { apiJson, apiRequest } from "@/lib/api-client";

const statusKey = [api.procoreStatus] as const;
const sendKey = (scanId: string) => [api.scan(scanId), "procore", "send"] as const;
const typesKey = (scanId: string) => [api.scan(scanId), "procore", "types"] as const;
const running = (send: ProcoreSend | null | undefined) => send?.status === "running" || send?.status === "cancelling";

export function useProcoreStatus() {
  return useQuery<ProcoreStatus>({ queryKey: statusKey });
}

export function useProcoreChoices(path: string, enabled: boolean) {
  return useQuery<{ choices: { id: number; name: string }[] }>({ queryKey: [path], enabled });
}

export function useTypeCheck(scanId: string, enabled: boolean) {
  return useQuery<ProcoreTypeCheck>({ queryKey: typesKey(scanId), enabled });
}

export function useLatestSend(scanId: string, enabled: boolean) {
  return useQuery<{ send: ProcoreSend | null }>({
    queryKey: sendKey(scanId),
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
      mutationFn: (selection: ProcoreSelection) => apiJson<ProcoreStatus>("PUT", api.procoreSelection, selection),
      onSuccess: async (status) => {
        setStatus(status);
        await refreshLog();
      },
    }),
    saveMapping: useMutation({
      mutationFn: (typeMapping: TypeMapping[]) =>
        apiJson<ProcoreStatus>("PUT", api.procoreTypeMapping, { typeMapping }),
      onSuccess: async (status) => {
        setStatus(status);
        await queryClient.invalidateQueries({ queryKey: typesKey(scanId) });
      },
    }),
    send: useMutation({
      mutationFn: () => apiJson<{ send: ProcoreSend }>("POST", `${api.scan(scanId)}/procore/send`, {}),
      onSuccess: (answer) => queryClient.setQueryData(sendKey(scanId), answer),
    }),
    cancel: useMutation({
      mutationFn: () => apiJson<{ send: ProcoreSend | null }>("POST", `${api.scan(scanId)}/procore/send/cancel`, {}),
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
