// Each exported item's number as the export writes it (the log's numbering and start number), with its place in the
// register: what "item number,date" in a pasted schedule refers to.
import type { ExportSettings } from "../../../../contract/export-settings";
import type { ExtractedData } from "../../../../contract/submittal";
import { isSubmittalExported } from "../../../../export/select-exported-submittals";
import { numberSubmittals } from "../../../../export/submittal-numbering";

export function exportItemNumbers(
  data: ExtractedData,
  settings: Pick<ExportSettings, "numbering" | "startNumber">,
): Map<string, number> {
  const excluded = new Set(data.excludedDivisions ?? []);
  const indexes = data.submittals.flatMap((s, i) => (isSubmittalExported(s, excluded) ? [i] : []));
  const numbers = numberSubmittals(
    indexes.map((i) => data.submittals[i]!),
    settings,
  );
  return new Map(indexes.map((index, i) => [String(numbers[i]), index]));
}
