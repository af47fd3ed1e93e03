// The export dialog's settings, from two places: the user's preferences (format, the spec section column's style,
// type mapping, the company's Submittal Types, their defaults for new logs), which follow them from log to log, and
// the log's own (numbering, start number, Submittal Manager, title style, page reference), kept with its scan; a log
// never exported starts from the spec's defaults and the user's defaults for new logs. A combined log keeps its
// settings with every file in it and reads them from its first.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  combineExportSettings,
  logPart,
  personalPart,
  type ExportFormat,
  type ExportSettings,
  savedExportSettingsSchema,
  savedLogExportSettingsSchema,
} from "../../../../contract/export-settings";
import { api } from "@/config/paths";
import { apiJson } from "@/lib/api-client";
import { queryWith } from "@/lib/query-client";

const personalKey = [api.exportSettings] as const;
/** Fetched by `queryWith`, which joins the key with "/": `/api/scans/{id}/export-settings`. */
const logKey = (scanId: string) => [api.scan(scanId), "export-settings"] as const;
const logUrl = (scanId: string) => `${api.scan(scanId)}/export-settings`;

export type SaveExportSettings = {
  settings: ExportSettings;
  /** Also make this log's title style and page reference the user's defaults for logs never exported. */
  asNewLogDefaults: boolean;
};

export function useExportSettings(enabled: boolean, scanIds: readonly string[]) {
  const queryClient = useQueryClient();
  const logId = scanIds[0];
  const personal = useQuery({ queryKey: personalKey, queryFn: queryWith(savedExportSettingsSchema), enabled });
  const log = useQuery({
    queryKey: logKey(logId ?? ""),
    queryFn: queryWith(savedLogExportSettingsSchema),
    enabled: enabled && !!logId,
  });
  const save = useMutation({
    mutationFn: async ({ settings, asNewLogDefaults }: SaveExportSettings) => {
      const own = logPart(settings);
      const preferences = personalPart(settings, personal.data?.settings ?? null, asNewLogDefaults);
      const [saved] = await Promise.all([
        apiJson(savedExportSettingsSchema, "PUT", api.exportSettings, preferences),
        ...scanIds.map((id) => apiJson(savedLogExportSettingsSchema, "PUT", logUrl(id), own)),
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
  return {
    initial,
    save: save.mutateAsync,
    /** False for a log never exported: its title and page reference came from the user's defaults for new logs. */
    exportedBefore: !!log.data?.settings,
  };
}

/** The format the user exports in (their last choice, else the spec's Procore workbook), for the Export button. */
export function useExportFormat(): ExportFormat {
  const personal = useQuery({ queryKey: personalKey, queryFn: queryWith(savedExportSettingsSchema) });
  return personal.data?.settings?.format ?? "procore";
}

/** What the file is, in a button's words: "Export Selected to CSV". */
export const FORMAT_NAMES: Record<ExportFormat, string> = {
  procore: "Excel",
  csv: "CSV",
  register: "Excel",
  viewpoint: "Viewpoint Excel",
};
