// Whether Paste Schedule is open, and the item numbers the export would give (by which a pasted schedule names the
// items): read only while the dialog is open.
import { useMemo, useState } from "react";
import type { ScanDetail } from "../../../contract/scans";
import type { ExtractedData } from "../../../contract/submittal";
import { DEFAULT_EXPORT_SETTINGS } from "../../../contract/export-settings";
import { useExportSettings } from "./export/use-export-settings";
import { exportItemNumbers } from "./planning/export-item-numbers";

export function usePasteSchedule(scans: readonly ScanDetail[], data: ExtractedData) {
  const [open, setOpen] = useState(false);
  const scanIds = useMemo(() => scans.map((s) => s.id), [scans]);
  const numbering = useExportSettings(open, scanIds).initial ?? DEFAULT_EXPORT_SETTINGS;
  const itemNumbers = useMemo(
    () => (open ? exportItemNumbers(data, numbering) : new Map<string, number>()),
    [open, data, numbering],
  );
  return { open, setOpen, itemNumbers };
}
