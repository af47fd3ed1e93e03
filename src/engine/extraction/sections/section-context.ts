// What every item of one section shares: its number, division label and title.
import type { SpecSection } from "./segment-sections";
import { divisionForSection } from "./divisions";
import { divisionCodeForTitle } from "./division-from-title";

export type SectionContext = { section: string; division: string; title: string };

export function sectionContext(section: SpecSection): SectionContext {
  const digits = section.number?.digits ?? "";
  return {
    section: section.number?.formatted ?? "",
    // A section printed without a number goes where its title says (else Division 01, as before).
    division: divisionForSection(digits || (divisionCodeForTitle(section.title) ?? "01")),
    title: section.title,
  };
}
