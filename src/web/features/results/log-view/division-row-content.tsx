// What one row of the division list shows: a card's header, or an item with its state in the list.
import type { DivisionRow } from "./division-rows";
import { DivisionHeader } from "./division-header";
import { SubmittalRow } from "./submittal-row";

/** The list's state that a row's look depends on. */
export type RowsState = {
  /** The position of the row the keyboard is on. */
  active: number | null;
  editingIndex: number | null;
  selection: ReadonlySet<number>;
  fileNames?: readonly string[];
  savedPlaces?: readonly (string | undefined)[];
};

export function renderDivisionRow(row: DivisionRow, position: number, state: RowsState) {
  return row.kind === "header" ? (
    <DivisionHeader
      position={position}
      active={state.active === position}
      grouping={row.grouping}
      group={row.group}
      label={row.label}
      division={row.division}
      indices={row.indices}
      count={row.count}
      total={row.total}
      selection={row.selection}
      collapsed={row.collapsed}
    />
  ) : (
    <SubmittalRow
      position={position}
      active={state.active === position}
      index={row.entry.index}
      submittal={row.entry.submittal}
      exported={row.exported}
      editing={state.editingIndex === row.entry.index}
      selected={state.selection.has(row.entry.index)}
      fileName={state.fileNames?.[row.entry.index]}
      savedPlace={state.savedPlaces?.[row.entry.index]}
    />
  );
}
