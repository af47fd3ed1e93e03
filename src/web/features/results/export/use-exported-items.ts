// The submittal types of the items selected for export, sorted, and how many items are selected.
import { useMemo } from "react";
import type { ExtractedData } from "../../../../contract/submittal";
import { selectExportedSubmittals } from "../../../../export/select-exported-submittals";

export function useExportedItems(data: ExtractedData) {
  const types = useMemo(
    () =>
      [
        ...new Set(
          selectExportedSubmittals(data)
            .map((s) => s.submittalType)
            .filter(Boolean),
        ),
      ].sort(),
    [data],
  );
  const selectedCount = useMemo(() => selectExportedSubmittals(data).length, [data]);
  return { types, selectedCount };
}
