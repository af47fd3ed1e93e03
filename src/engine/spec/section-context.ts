// What every item of one section shares: its number, division label and title.
import type { SpecSection } from "./segment-sections";
import { divisionForSection } from "../divisions";

export type SectionContext = { section: string; division: string; title: string };

export function sectionContext(section: SpecSection): SectionContext {
  const digits = section.number?.digits ?? "";
  return {
    section: section.number?.formatted ?? "",
    division: digits ? divisionForSection(digits) : divisionForSection("01"),
    title: section.title,
  };
}
