// A register candidate: an item the structure rules read, with where it was found. The include decision
// (decide-inclusion.ts) turns each into a register item, switched on or offered as a suggestion.
import type { Submittal } from "../../../contract/submittal";

/** Where a candidate was read: a submittals article's paragraph, a UFGS SD list entry, a row of a submittal table,
 * a "submit" paragraph elsewhere in the section, or a suggestion (warranty, extra materials, "provide … report"). */
export const CANDIDATE_SOURCES = ["list", "ufgs", "table", "request", "suggestion"] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

export type Candidate = {
  item: Submittal;
  source: CandidateSource;
  /** The title of the article the paragraph sits in ("ACTION SUBMITTALS", "WARRANTY"); empty when unknown. */
  articleTitle: string;
  /** The section's two-digit MasterFormat division ("01", "23"). */
  divisionCode: string;
};
