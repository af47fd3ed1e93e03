// Register order: by division, then section number, then as found in the document.
import type { Submittal } from "../../contract/submittal";
import { divisionCode } from "../../contract/divisions";

export function sortSubmittals(items: Submittal[]): Submittal[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        divisionCode(a.item.division).localeCompare(divisionCode(b.item.division)) ||
        digits(a.item.section).localeCompare(digits(b.item.section)) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

function digits(section: string): string {
  return section.replace(/\D/g, "").padEnd(8, "0");
}
