// The export selection rule (product §4): an item is exported only if neither it nor its division is excluded.
import type { ExtractedData, Submittal } from "../contract/submittal";

export function isSubmittalExported(submittal: Submittal, excludedDivisions: ReadonlySet<string>): boolean {
  return !submittal.excluded && !excludedDivisions.has(submittal.division);
}

export function selectExportedSubmittals(data: ExtractedData): Submittal[] {
  const excludedDivisions = new Set(data.excludedDivisions ?? []);
  return data.submittals.filter((s) => isSubmittalExported(s, excludedDivisions));
}
