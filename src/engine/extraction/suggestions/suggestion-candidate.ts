// A deliverable found outside the submittals articles, before it is checked against the register and built.
import type { SubmittalCategory, SubmittalTypeName } from "../../../contract/submittal";
import type { Paragraph } from "../outline/outline-types";
import { splitLabel } from "../outline/paragraph-label";

export type SuggestionCandidate = {
  paragraph: Paragraph;
  type: SubmittalTypeName;
  label: string | null;
  body: string;
  summary?: string;
  /** The deliverable's own words ("special warranty", "manufacturer's certificate"), to compare with requests. */
  deliverable: string;
  reason: string;
  category?: SubmittalCategory;
};

/**
 * A candidate whose label and body are `text` split at its label ("Extra Materials: Furnish …"); the whole text is
 * the body when it has none.
 */
export function labelledCandidate(
  paragraph: Paragraph,
  text: string,
  found: Pick<SuggestionCandidate, "type" | "deliverable" | "reason" | "summary" | "category">,
): SuggestionCandidate {
  const labelled = splitLabel(text);
  return { paragraph, label: labelled?.label ?? null, body: labelled ? labelled.rest : text, ...found };
}
