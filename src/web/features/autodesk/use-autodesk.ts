// The Autodesk Build card's server state: the connection (never a token: the server keeps those), hub and project
// choices, the log's type check and its latest send, polled every second while it runs.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AutodeskSelection, AutodeskSend, AutodeskStatus, AutodeskTypeCheck } from "../../../contract/autodesk";
import type { TypeMapping } from "../../../contract/export-settings";
import { api } from "@/config/paths";
import { apiJson, apiRequest } from "@/lib/api-client";

const statusKey = [api.autodeskStatus] as const;
const sendKey = (scanId: string) => [api.scan(scanId), "autodesk", "send"] as const;
const typesKey = (scanId: string) => [api.scan(scanId), "autodesk", "types"] as const;
const running = (send: AutodeskSend | null | undefined) => send?.status === "running" || send?.status === "cancelling";

export function useAutodeskStatus() {
  return useQuery<AutodeskStatus>({ queryKey: statusKey });
}

export function useAutodeskChoices(path: string, enabled: boolean) {
  return useQuery<{ choices: { id: string; name: string }[] }>({ queryKey: [path], enabled });
}

export function useAutodeskTypeCheck(scanId: string, enabled: boolean) {
  return useQuery<AutodeskTypeCheck>({ queryKey: typesKey(scanId), enabled, retry: false });
}

export function useLatestAutodeskSend(scanId: string, enabled: boolean) {
  return useQuery<{ send: AutodeskSend | null }>({
    queryKey: sendKey(scanId),
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
      mutationFn: (selection: AutodeskSelection) => apiJson<AutodeskStatus>("PUT", api.autodeskSelection, selection),
      onSuccess: async (status) => {
        setStatus(status);
        await refreshLog();
      },
    }),
    saveMapping: useMutation({
      mutationFn: (typeMapping: TypeMapping[]) =>
        apiJson<AutodeskStatus>("PUT", api.autodeskTypeMapping, { typeMapping }),
      onSuccess: async (status) => {
        setStatus(status);
        await queryClient.invalidateQueries({ queryKey: typesKey(scanId) });
      },
    }),
    send: useMutation({
      mutationFn: () => apiJson<{ send: AutodeskSend }>("POST", `${api.scan(scanId)}/autodesk/send`, {}),
      onSuccess: (answer) => queryClient.setQueryData(sendKey(scanId), answer),
    }),
    cancel: useMutation({
      mutationFn: () => apiJson<{ send: AutodeskSend | null }>("POST", `${api.scan(scanId)}/autodesk/send/cancel`, {}),
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
