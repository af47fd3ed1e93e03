// What the AI pass knows about each specification section (built from the rule pipeline's sections), and which
// sections it reads.
import type { Submittal } from "../../contract/submittal";
import type { ScannedSection } from "../rule-pipeline";
import { sectionContext } from "../extraction/sections/section-context";
import type { SpecLine } from "../extraction/lines/spec-line";

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

/**
 * A section counts as structured when the rules found items in it (not only suggestions) under a real heading. With no items (no
 * submittals article, or one the rules could not read) or no recognisable heading, the AI pass reads it.
 */
export function toSectionsForAi(scanned: readonly ScannedSection[]): SectionForAi[] {
  return scanned.map(({ section, submittals }) => {
    const context = sectionContext(section);
    return {
      section: context.section,
      title: context.title,
      division: context.division,
      text: section.lines.map((line) => line.text).join("\n"),
      pageStart: section.lines[0]?.page ?? 1,
      linePages: section.lines.map((line) => line.page),
      lines: section.lines,
      ruleItems: submittals,
      // Suggestions are offered switched off: a section with nothing else is still one the rules could not read.
      structured: submittals.some((s) => !s.suggested) && section.numberSource !== "none",
    };
  });
}
