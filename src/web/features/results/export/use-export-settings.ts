// The export dialog's settings, from two places: the user's preferences (format, titles, columns' style, type
// mapping), which follow them from log to log, and the log's own (numbering, start number, Submittal Manager), kept
// with its scan; a new log starts from the spec's defaults (numbers from 1, Submittal Manager blank). A combined log
// keeps its settings with every file in it and reads them from its first.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  combineExportSettings,
  logExportSettingsSchema,
  personalExportSettingsSchema,
  type ExportFormat,
  type ExportSettings,
  type SavedExportSettings,
  type SavedLogExportSettings,
} from "../../../../contract/export-settings";
import { api } from "@/config/paths";
import { apiJson } from "@/lib/api-client";

const personalKey = [api.exportSettings] as const;
/** Fetched by the default query function, which joins the key with "/": `/api/scans/{id}/export-settings`. */
const logKey = (scanId: string) => [api.scan(scanId), "export-settings"] as const;
const logUrl = (scanId: string) => `${api.scan(scanId)}/export-settings`;

export function useExportSettings(enabled: boolean, scanIds: readonly string[]) {
  const queryClient = useQueryClient();
  const logId = scanIds[0];
  const personal = useQuery<SavedExportSettings>({ queryKey: personalKey, enabled });
  const log = useQuery<SavedLogExportSettings>({ queryKey: logKey(logId ?? ""), enabled: enabled && !!logId });
  const save = useMutation({
    mutationFn: async (settings: ExportSettings) => {
      const own = logExportSettingsSchema.parse(settings);
      const [saved] = await Promise.all([
        apiJson<SavedExportSettings>("PUT", api.exportSettings, personalExportSettingsSchema.parse(settings)),
        ...scanIds.map((id) => apiJson<SavedLogExportSettings>("PUT", logUrl(id), own)),
      ]);
      return { personal: saved, log: { settings: own } };
    },
    onSuccess: (response) => {
      queryClient.setQueryData(personalKey, response.personal);
      for (const id of scanIds) queryClient.setQueryData(logKey(id), response.log);
    },
  });
  const loading = personal.isPending || (!!logId && log.isPending);
  const initial: ExportSettings | null = loading
    ? null
    : combineExportSettings(personal.data?.settings ?? null, log.data?.settings ?? null);
  return { initial, save: save.mutateAsync };
}

/** The format the user exports in (their last choice, else the spec's Procore workbook), for the Export button. */
export function useExportFormat(): ExportFormat {
  const personal = useQuery<SavedExportSettings>({ queryKey: personalKey });
  return personal.data?.settings?.format ?? "procore";
}

/** What the file is, in a button's words: "Export Selected to CSV". */
export const FORMAT_NAMES: Record<ExportFormat, string> = {
  procore: "Excel",
  csv: "CSV",
  register: "Excel",
  viewpoint: "Viewpoint Excel",
};
