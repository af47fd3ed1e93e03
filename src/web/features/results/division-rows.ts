// Flattens the division cards into one list of rows (headers and items) so a long book can be virtualized as a whole.
import type { ExtractedData } from "../../../contract/submittal";
import { isSubmittalExported } from "../../../export/select-exported-submittals";
import {
  divisionSelection,
  excludedDivisionSet,
  groupSubmittalsByDivision,
  type DivisionSelection,
  type IndexedSubmittal,
} from "./working-copy";

export type DivisionRow =
  | { kind: "header"; key: string; division: string; count: number; selection: DivisionSelection; collapsed: boolean }
  | { kind: "item"; key: string; entry: IndexedSubmittal; exported: boolean; last: boolean };

export function buildDivisionRows(data: ExtractedData, collapsed: ReadonlySet<string>): DivisionRow[] {
  const excluded = excludedDivisionSet(data);
  const rows: DivisionRow[] = [];
  for (const group of groupSubmittalsByDivision(data.submittals)) {
    const isCollapsed = collapsed.has(group.division);
    rows.push({
      kind: "header",
      key: `division:${group.division}`,
      division: group.division,
      count: group.items.length,
      selection: divisionSelection(group, excluded),
      collapsed: isCollapsed,
    });
    if (isCollapsed) continue;
    group.items.forEach((entry, i) => {
      rows.push({
        kind: "item",
        key: `item:${entry.index}`,
        entry,
        exported: isSubmittalExported(entry.submittal, excluded),
        last: i === group.items.length - 1,
      });
    });
  }
  return rows;
}

/** Whether a row closes its card (a collapsed header or a division's last item). */
export function endsCard(row: DivisionRow): boolean {
  return row.kind === "header" ? row.collapsed : row.last;
}
