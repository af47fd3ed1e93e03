// Adapts the rule pipeline's sections to what the AI pass reads.
import type { ScannedSection } from "../scan-pages";
import { sectionContext } from "../spec/section-context";
import type { SectionForAi } from "./section-for-ai";

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
