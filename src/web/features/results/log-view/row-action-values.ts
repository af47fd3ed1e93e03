// The values of the division list's two row contexts (row-actions.ts): the page's actions with the list's own
// (collapsing a card; selecting, editing and giving focus back for an item), memoized so the rows re-render only when
// one of them changes.
import { useMemo } from "react";
import type { GroupActions, ItemActions, LogActions } from "./row-actions";

export function useGroupActionsValue(actions: LogActions, onToggleCollapsed: (key: string) => void): GroupActions {
  const { onSetDivisionExcluded, onSetItemsExcluded, onAddItem } = actions;
  return useMemo<GroupActions>(
    () => ({ onToggleCollapsed, onSetDivisionExcluded, onSetItemsExcluded, onAddItem }),
    [onToggleCollapsed, onSetDivisionExcluded, onSetItemsExcluded, onAddItem],
  );
}

/** The list's own part of an item's actions. */
export type ListItemActions = Pick<ItemActions, "onSelect" | "onEdit" | "onEditorClosed">;

export function useItemActionsValue(actions: LogActions, list: ListItemActions): ItemActions {
  const { onToggleItem, onView, onDelete, onSplit, onDoneEditing, onCancelEditing, onDraftChange, getDraft } = actions;
  const { onSelect, onEdit, onEditorClosed } = list;
  return useMemo<ItemActions>(
    () => ({
      onSelect,
      onToggle: onToggleItem,
      onEdit,
      onEditorClosed,
      onView,
      onDelete,
      onSplit,
      onDoneEditing,
      onCancelEditing,
      onDraftChange,
      getDraft,
    }),
    [
      onSelect,
      onToggleItem,
      onEdit,
      onEditorClosed,
      onView,
      onDelete,
      onSplit,
      onDoneEditing,
      onCancelEditing,
      onDraftChange,
      getDraft,
    ],
  );
}
