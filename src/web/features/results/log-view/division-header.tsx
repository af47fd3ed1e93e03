// The top of a division card: collapse toggle, item count, the 'Select All in {division}' switch (mixed when only
// some items are included) and Add Item. Under a filter that hides some of the group's items the switch acts only on
// the items shown and says so ('Select the 2 shown in …'); its state describes those same items.
import { memo } from "react";
import { ChevronDown, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { Grouping } from "./log-view";
import { ACTIVE_ROW_RING, ROW_CONTROL, rowId } from "../keyboard/use-row-grid";
import type { DivisionSelection } from "../editor/working-copy";
import { IncludeControl } from "./include-control";
import { useGroupActions, type GroupActions } from "./row-actions";

export type DivisionHeaderProps = {
  /** The row's place in the list, and whether it is the list's active row. */
  position: number;
  active: boolean;
  grouping: Grouping;
  /** The group's key: the division label, or the section number. */
  group: string;
  label: string;
  /** Where Add Item puts a new item. */
  division: string;
  /** The group's items shown under the view's filters. */
  indices: readonly number[];
  count: number;
  /** The group's items in the whole log. */
  total: number;
  selection: DivisionSelection;
  collapsed: boolean;
};

type GroupSelectionTarget = Pick<
  DivisionHeaderProps,
  "grouping" | "division" | "indices" | "count" | "total" | "selection"
>;

/**
 * Select All of a group: the division's switch (product §4) only when the whole division is on screen; otherwise the items
 * shown, all in one change.
 */
export function toggleGroupSelection(
  group: GroupSelectionTarget,
  actions: Pick<GroupActions, "onSetDivisionExcluded" | "onSetItemsExcluded">,
): void {
  if (group.grouping === "division" && group.count >= group.total) {
    actions.onSetDivisionExcluded(group.division, group.selection === "all");
  } else {
    actions.onSetItemsExcluded(group.indices, group.selection === "all");
  }
}

const INCLUDED_WORDS = { all: "all included", some: "some included", none: "none included" } as const;

export const DivisionHeader = memo(function DivisionHeader(props: DivisionHeaderProps) {
  const { position, active, grouping, group, label, division, count, total, selection, collapsed } = props;
  const checkboxId = `select-all-${grouping}-${group.replace(/\W+/g, "-")}`;
  const partShown = count < total;
  const actions = useGroupActions();
  const toggleAll = () => toggleGroupSelection(props, actions);
  const items = partShown ? `${count} of ${total} items shown` : `${count} ${count === 1 ? "item" : "items"}`;
  return (
    <div
      role="row"
      id={rowId(position)}
      data-row={position}
      data-active={active}
      aria-rowindex={position + 1}
      aria-level={1}
      aria-expanded={!collapsed}
      aria-label={`${label}, ${items}, ${INCLUDED_WORDS[selection]}`}
      className={cn("scroll-mt-40 scroll-mb-4 rounded-t-xl", ACTIVE_ROW_RING)}
    >
      {/* On a phone the heading takes a line of its own, so the division's name and count are never squeezed out by
          Select All and Add Item, which share the next line. */}
      <div role="gridcell" className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
        <h3 className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <button
            type="button"
            {...ROW_CONTROL}
            className="-m-1 flex w-full min-w-0 items-center gap-2 rounded-md p-1 text-left font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-expanded={!collapsed}
            onClick={() => actions.onToggleCollapsed(`${grouping}:${group}`)}
          >
            <ChevronDown
              className={cn("size-4 shrink-0 transition-transform", collapsed && "-rotate-90")}
              aria-hidden
            />
            <span className="min-w-0 break-words">{label}</span>
            <Badge variant="secondary" className="shrink-0">
              {partShown ? `${count} of ${total} items` : `${count} ${count === 1 ? "item" : "items"}`}
            </Badge>
          </button>
        </h3>
        <IncludeControl
          kind="group"
          id={checkboxId}
          // Checked when every item goes to the export, mixed when only some do; ticking a mixed one brings back every
          // item.
          checked={selection === "all" ? true : selection === "some" ? "indeterminate" : false}
          onChange={toggleAll}
          label={partShown ? `Select the ${count} shown in ${label}` : `Select All in ${label}`}
        />
        <Button
          {...ROW_CONTROL}
          variant="outline"
          size="sm"
          onClick={() => actions.onAddItem(division)}
          aria-label={`Add item to ${label}`}
        >
          <Plus aria-hidden />
          Add Item
        </Button>
      </div>
    </div>
  );
});
