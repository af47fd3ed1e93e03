// Submittal Number: the spec's running index, or Procore's per-section numbers ("03 30 00-1", "03 30 00-2", …).
import type { ExportSettings } from "../contract/export-settings";
import type { Submittal } from "../contract/submittal";

export type SubmittalNumber = string | number;

/**
 * One number per submittal, in order. Both styles start at `startNumber`; with "section" numbering each section
 * counts on its own, and items without a section share a plain running count.
 */
export function numberSubmittals(
  submittals: readonly Submittal[],
  settings: Pick<ExportSettings, "numbering" | "startNumber">,
): SubmittalNumber[] {
  if (settings.numbering === "index") return submittals.map((_, i) => settings.startNumber + i);
  const next = new Map<string, number>();
  return submittals.map((submittal) => {
    const section = submittal.section.trim();
    const n = next.get(section) ?? settings.startNumber;
    next.set(section, n + 1);
    return section ? `${section}-${n}` : n;
  });
}
