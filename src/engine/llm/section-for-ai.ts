// What the AI pass needs to know about one specification section, and which sections it reads.
import type { Submittal } from "../../contract/submittal";
import type { SpecLine } from "../spec/spec-line";

export type SectionForAi = {
  /** MasterFormat number, e.g. "08 11 13". */
  section: string;
  title: string;
  /** Division label, e.g. "08 - Openings". */
  division: string;
  /** The section's full text, lines joined with "\n". Quotes are checked against it. */
  text: string;
  /** 1-based page the section starts on. */
  pageStart: number;
  /** Page of each line of `text`, when known, so an AI item can point at the page its quote is on. */
  linePages?: number[];
  /** The lines of `text` with their boxes, when known, so an AI item can point at its quote's region on the page. */
  lines?: readonly SpecLine[];
  /** What the rule-based parser found; these win over AI items for the same ref or text. */
  ruleItems: Submittal[];
  /** False when the rules found no submittals article, found one but parsed no items, or met an unusual layout. */
  structured: boolean;
};

/** The sections worth a model call: the ones the rules could not structure, or every section on request. */
export function selectSectionsForAi(sections: readonly SectionForAi[], allSections: boolean): SectionForAi[] {
  return sections.filter((s) => s.text.trim() !== "" && (allSections || !s.structured));
}
