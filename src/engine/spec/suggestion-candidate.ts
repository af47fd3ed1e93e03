// A deliverable found outside the submittals articles, before it is checked against the register and built.
import type { SubmittalCategory, SubmittalTypeName } from "../../contract/submittal";
import type { Paragraph } from "./outline-types";

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
