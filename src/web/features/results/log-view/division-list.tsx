// The group cards of the results page. Small books render every row; past VIRTUALIZE_ABOVE rows only the rows near
// the viewport are mounted (window virtualizer), so toggling or editing stays fast on a 2,000-item book. The cards are
// one tree grid, one tab stop whose rows are moved through by key (decision 0200).
import { useCallback, useRef, type ReactNode } from "react";
import type { VirtualItem } from "@tanstack/react-virtual";
import { CardRow, useWindowList, WindowListRows } from "@/components/window-list";
import type { ExtractedData } from "../../../../contract/submittal";
import type { LogView } from "./log-view";
import { endsCard, type DivisionRow, type GroupHeaderRow } from "./division-rows";
import { toggleGroupSelection } from "./division-header";
import { renderDivisionRow } from "./division-row-content";
import { KeyboardShortcutsHelp, LIST_KEYS_HINT_ID } from "../keyboard/keyboard-shortcuts-help";
import type { RowCommand } from "../keyboard/row-grid-keys";
import { rowId, useRowGrid, useScrollActiveRowIntoView, type RowGrid } from "../keyboard/use-row-grid";
import { SubmittalEditSuggestions } from "../editor/submittal-edit-form";
import { GroupActionsContext, ItemActionsContext, type LogActions } from "./row-actions";
import { useGroupActionsValue, useItemActionsValue } from "./row-action-values";
import { useDivisionRows } from "./use-division-rows";
import { useRangeSelection } from "./use-range-selection";

export const VIRTUALIZE_ABOVE = 250;

export type DivisionListProps = {
  data: ExtractedData;
  editingIndex: number | null;
  /** Per row of a combined log, the file it came from; absent for one file. */
  fileNames?: readonly string[];
  /** Each row's place in its file's saved register ("scanId/index"), where the item's history can be shown. */
  savedPlaces?: readonly (string | undefined)[];
  view: LogView;
  selection: ReadonlySet<number>;
  onToggleSelected: (index: number) => void;
  onSelectMany: (indices: readonly number[]) => void;
  /** What the rows do to the working copy; handed to them through the row contexts (row-actions.ts). */
  actions: LogActions;
};

function RowFrame({ row, children }: { row: DivisionRow; children: ReactNode }) {
  return (
    <CardRow first={row.kind === "header"} last={endsCard(row)} gapBelow="pb-4">
      {children}
    </CardRow>
  );
}

export function DivisionList(props: DivisionListProps) {
  const { data, editingIndex, view, selection } = props;
  const { rows, toggleCollapsed } = useDivisionRows(data, view);
  const selectItem = useRangeSelection(rows, props.onToggleSelected, props.onSelectMany);

  // The editor opened by Enter on the list gives focus back to the list when it closes; opened by its button, to it.
  const editingFromList = useRef(false);
  const { onEdit, onView, onDelete, onToggleItem, onSetDivisionExcluded, onSetItemsExcluded } = props.actions;
  const editByButton = useCallback(
    (index: number) => {
      editingFromList.current = false;
      onEdit(index);
    },
    [onEdit],
  );
  const runRowCommand = (command: Exclude<RowCommand, { kind: "move" | "controls" }>, row: DivisionRow) => {
    if (row.kind === "header") {
      if (command.kind === "toggle") toggleGroupSelection(row, { onSetDivisionExcluded, onSetItemsExcluded });
      else if (command.kind === "activate") toggleCollapsed(row.key);
      return;
    }
    const { index, submittal } = row.entry;
    if (command.kind === "toggle") onToggleItem(index);
    else if (command.kind === "activate" && editingIndex !== index) {
      editingFromList.current = true;
      onEdit(index);
    } else if (command.kind === "view" && submittal.page !== undefined) onView(index);
    else if (command.kind === "delete") onDelete(index, submittal.description);
    else if (command.kind === "select") selectItem(index, false);
  };
  const grid = useRowGrid(rows, runRowCommand);
  const { focusGrid } = grid;
  const focusListAfterEditing = useCallback(() => {
    if (!editingFromList.current) return false;
    editingFromList.current = false;
    focusGrid();
    return true;
  }, [focusGrid]);
  const groupActions = useGroupActionsValue(props.actions, toggleCollapsed);
  const itemActions = useItemActionsValue(props.actions, {
    onSelect: selectItem,
    onEdit: editByButton,
    onEditorClosed: focusListAfterEditing,
  });

  const { fileNames, savedPlaces } = props;
  const renderRow = (row: DivisionRow, position: number) =>
    renderDivisionRow(row, position, { active: grid.active, editingIndex, selection, fileNames, savedPlaces });

  return (
    <GroupActionsContext.Provider value={groupActions}>
      <ItemActionsContext.Provider value={itemActions}>
        <SubmittalEditSuggestions />
        <KeyboardShortcutsHelp />
        {rows.length === 0 ? null : Math.max(data.submittals.length, rows.length) <= VIRTUALIZE_ABOVE ? (
          // Decided by the whole log, not the rows a filter leaves: a filter on a long book keeps the list virtual.
          <AllRows rows={rows} grid={grid} renderRow={renderRow} />
        ) : (
          <VirtualRows rows={rows} grid={grid} renderRow={renderRow} />
        )}
      </ItemActionsContext.Provider>
    </GroupActionsContext.Provider>
  );
}

type RowsProps = {
  rows: DivisionRow[];
  grid: RowGrid;
  renderRow: (row: DivisionRow, position: number) => ReactNode;
};

/** The list's one tab stop; `mounted` says whether the active row is in the page, for aria-activedescendant. */
function RowGridFrame({
  grid,
  rows,
  mounted,
  children,
}: {
  grid: RowGrid;
  rows: number;
  mounted: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="treegrid"
      aria-label="Submittals"
      aria-rowcount={rows}
      aria-describedby={LIST_KEYS_HINT_ID}
      aria-activedescendant={grid.active !== null && mounted ? rowId(grid.active) : undefined}
      className="group/grid outline-none"
      {...grid.gridProps}
    >
      {children}
    </div>
  );
}

function AllRows({ rows, grid, renderRow }: RowsProps) {
  useScrollActiveRowIntoView(grid);
  return (
    <RowGridFrame grid={grid} rows={rows.length} mounted>
      {rows.map((row, position) => (
        <RowFrame key={row.key} row={row}>
          {renderRow(row, position)}
        </RowFrame>
      ))}
    </RowGridFrame>
  );
}

/** Height of the app's sticky top bar: rows scrolled under it are out of sight. */
const APP_HEADER_PX = 56;

/** The header of the card whose item is at the top of the viewport (its own header scrolled away). */
function headerAtTop(rows: DivisionRow[], items: VirtualItem[], scrollOffset: number): GroupHeaderRow | null {
  const probe = scrollOffset + APP_HEADER_PX;
  const top = items.find((i) => i.start <= probe && i.end > probe);
  if (!top || rows[top.index]?.kind !== "item") return null;
  for (let i = top.index; i >= 0; i--) {
    const row = rows[i];
    if (row?.kind === "header") return row;
  }
  return null;
}

function VirtualRows({ rows, grid, renderRow }: RowsProps) {
  const list = useWindowList(rows, { estimateSize: (row) => (row?.kind === "header" ? 56 : 112), overscan: 8 });
  const items = list.virtualizer.getVirtualItems();
  const currentHeader = headerAtTop(rows, items, list.virtualizer.scrollOffset ?? 0);
  const { virtualizer } = list;
  useScrollActiveRowIntoView(grid, (index) => virtualizer.scrollToIndex(index, { align: "center" }));
  return (
    <RowGridFrame grid={grid} rows={rows.length} mounted={items.some((i) => i.index === grid.active)}>
      {/* Keeps the division in view while scrolling through a long card; visual only, its controls are on the card. */}
      <div className="sticky top-14 z-[5] h-0" aria-hidden>
        {currentHeader && (
          <div className="flex items-center gap-2 rounded-b-lg border bg-background/95 px-4 py-2 text-sm font-semibold shadow-sm backdrop-blur">
            <span className="truncate">{currentHeader.label}</span>
            <span className="font-normal text-muted-foreground">
              {currentHeader.count < currentHeader.total
                ? `${currentHeader.count} of ${currentHeader.total} items`
                : `${currentHeader.count} items`}
            </span>
          </div>
        )}
      </div>
      <WindowListRows
        list={list}
        rows={rows}
        renderRow={(row, position) => <RowFrame row={row}>{renderRow(row, position)}</RowFrame>}
      />
    </RowGridFrame>
  );
}
