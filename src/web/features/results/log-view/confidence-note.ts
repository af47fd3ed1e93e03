// What a reviewer reads under an item about how sure the scanner is: the reason a suggestion was offered, and for
// items that are not plainly a listed submittal, the confidence and the evidence behind it.
import type { Submittal } from "../../../../contract/submittal";

export type ConfidenceNote = { label: string; text: string };

const LABELS = { high: "High confidence", medium: "Medium confidence", low: "Low confidence" } as const;

/** The note for one item, or null when there is nothing to say (a high-confidence item, or an older register). */
export function confidenceNote(submittal: Submittal): ConfidenceNote | null {
  const { confidence, evidence, suggested, suggestionReason } = submittal;
  if (suggested && suggestionReason) {
    // A doubtful item's reason already lists its evidence; a found-elsewhere suggestion adds it after its reason.
    const extra = (evidence ?? []).filter((e) => !suggestionReason.includes(e));
    const text = [suggestionReason, ...extra].join("; ");
    return { label: "Why suggested", text };
  }
  if (!confidence || confidence === "high") return null;
  const text = evidence && evidence.length > 0 ? evidence.join("; ") : "";
  return { label: LABELS[confidence], text };
}
