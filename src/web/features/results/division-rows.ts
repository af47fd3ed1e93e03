// Flattens the group cards (divisions or spec sections) into one list of rows (headers and items), after the view's
// filters, so a long book can be virtualized as a whole.
import type { ExtractedData } from "../../../contract/submittal";
import { isSubmittalExported } from "../../../export/select-exported-submittals";
import { DEFAULT_VIEW, groupItems, viewFilter, type Grouping, type LogView } from "./log-view";
import { excludedDivisionSet, type DivisionSelection, type IndexedSubmittal } from "./working-copy";

export type GroupHeaderRow = {
  kind: "header";
  key: string;
  grouping: Grouping;
  /** The group's key: a division label or a section number. */
  group: string;
  label: string;
  /** Where Add Item puts a new item. */
  division: string;
  count: number;
  selection: DivisionSelection;
  collapsed: boolean;
  /** Rows of the group's items, for the section view's Select All. */
  indices: readonly number[];
};
export type DivisionRow =
  GroupHeaderRow | { kind: "item"; key: string; entry: IndexedSubmittal; exported: boolean; last: boolean };

export function buildDivisionRows(
  data: ExtractedData,
  collapsed: ReadonlySet<string>,
  view: LogView = DEFAULT_VIEW,
): DivisionRow[] {
  const excluded = excludedDivisionSet(data);
  const rows: DivisionRow[] = [];
  for (const group of groupItems(data.submittals, view.grouping, viewFilter(view, excluded))) {
    const isCollapsed = collapsed.has(`${view.grouping}:${group.key}`);
    const selected = group.items.filter((i) => isSubmittalExported(i.submittal, excluded)).length;
    rows.push({
      kind: "header",
      key: `${view.grouping}:${group.key}`,
      grouping: view.grouping,
      group: group.key,
      label: group.label,
      division: group.division,
      count: group.items.length,
      selection: selected === 0 ? "none" : selected === group.items.length ? "all" : "some",
      collapsed: isCollapsed,
      indices: group.items.map((i) => i.index),
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

/** Whether a row closes its card (a collapsed header or a group's last item). */
export function endsCard(row: DivisionRow): boolean {
  return row.kind === "header" ? row.collapsed : row.last;
}
