// The user's export settings: saved ones from the server, else the defaults with the user as Submittal Manager.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DEFAULT_EXPORT_SETTINGS,
  type ExportSettings,
  type SavedExportSettings,
} from "../../../contract/export-settings";
import type { CurrentUser } from "../../../contract/auth";
import { api } from "@/config/paths";
import { useCurrentUser } from "@/hooks/use-current-user";
import { apiJson } from "@/lib/api-client";

const queryKey = [api.exportSettings] as const;

/** "Dana Reyes", else the e-mail: who the Submittal Manager is when the user has not chosen one. */
export function defaultSubmittalManager(user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null): string {
  if (!user) return "";
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.email;
}

export function useExportSettings(enabled: boolean) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const saved = useQuery<SavedExportSettings>({ queryKey, enabled });
  const save = useMutation({
    mutationFn: (settings: ExportSettings) => apiJson<SavedExportSettings>("PUT", api.exportSettings, settings),
    onSuccess: (response) => queryClient.setQueryData(queryKey, response),
  });
  const initial: ExportSettings | null = saved.isPending
    ? null
    : (saved.data?.settings ?? { ...DEFAULT_EXPORT_SETTINGS, submittalManager: defaultSubmittalManager(user) });
  return { initial, save: save.mutateAsync };
}
