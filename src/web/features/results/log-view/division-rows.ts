// Flattens the group cards (divisions or spec sections) into one list of rows (headers and items), after the view's
// filters, so a long book can be virtualized as a whole.
import type { ExtractedData, Submittal } from "../../../../contract/submittal";
import type { SubmittalPlan } from "../../../../contract/submittal-plan";
import { isSubmittalExported } from "../../../../export/select-exported-submittals";
import { DEFAULT_VIEW, groupItems, viewFilter, type Grouping, type LogView } from "./log-view";
import { excludedDivisionSet, type DivisionSelection, type IndexedSubmittal } from "../editor/working-copy";

export type GroupHeaderRow = {
  kind: "header";
  key: string;
  grouping: Grouping;
  /** The group's key: a division label or a section number. */
  group: string;
  label: string;
  /** Where Add Item puts a new item. */
  division: string;
  /** Items of the group shown under the view's filters. */
  count: number;
  /** Items of the group in the whole log; more than `count` when a filter hides some. */
  total: number;
  /** Whether the shown items (not the hidden ones) go to the export: all, some or none. */
  selection: DivisionSelection;
  collapsed: boolean;
  /** Rows of the group's shown items, for a Select All that acts on them. */
  indices: readonly number[];
};
export type DivisionRow =
  GroupHeaderRow | { kind: "item"; key: string; entry: IndexedSubmittal; exported: boolean; last: boolean };

export function buildDivisionRows(
  data: ExtractedData,
  collapsed: ReadonlySet<string>,
  view: LogView = DEFAULT_VIEW,
  planOf?: (s: Submittal) => SubmittalPlan,
): DivisionRow[] {
  const excluded = excludedDivisionSet(data);
  const rows: DivisionRow[] = [];
  const totals = groupSizes(data, view.grouping);
  for (const group of groupItems(data.submittals, view.grouping, viewFilter(view, excluded, planOf))) {
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
      total: totals.get(group.key) ?? group.items.length,
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

/** How many items each group has in the whole log, by the key `groupItems` gives it. */
function groupSizes(data: ExtractedData, grouping: Grouping): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const s of data.submittals) {
    const key = grouping === "division" ? s.division : s.section || "";
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  return sizes;
}

/** Whether a row closes its card (a collapsed header or a group's last item). */
export function endsCard(row: DivisionRow): boolean {
  return row.kind === "header" ? row.collapsed : row.last;
}
