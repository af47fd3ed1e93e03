// What the rows of the log can do to the working copy, given to them through two contexts instead of props threaded
// from the page through the list to every row. A group header and an item row each read only their own set, so a
// change to one set re-renders only the rows that use it (the memoized rows keep a 2,000-item book responsive). The
// values are memoized by the list; the page's callbacks change only with the stored scans or the rows' order.
import { createContext, useContext } from "react";
import type { SubmittalEdits } from "../editor/submittal-edits";

/** What the page hands the list: the editor's changes to the working copy and the page's own reactions. */
export type LogActions = {
  onToggleItem: (index: number) => void;
  /** `excluded` is the new state for the whole division. */
  onSetDivisionExcluded: (division: string, excluded: boolean) => void;
  onSetItemsExcluded: (indices: readonly number[], excluded: boolean) => void;
  onAddItem: (division: string) => void;
  onEdit: (index: number) => void;
  /** Opens the source viewer on the item's page. */
  onView: (index: number) => void;
  /** `description` names the item in the "Item Deleted" message. */
  onDelete: (index: number, description: string) => void;
  /** Replaces the item by one per listed sub-item. */
  onSplit: (index: number) => void;
  onDoneEditing: (index: number, edits: SubmittalEdits) => void;
  onCancelEditing: () => void;
  onDraftChange: (index: number, edits: SubmittalEdits | null) => void;
  getDraft: (index: number) => SubmittalEdits | null;
};

/** A group header's actions. */
export type GroupActions = Pick<LogActions, "onSetDivisionExcluded" | "onSetItemsExcluded" | "onAddItem"> & {
  onToggleCollapsed: (key: string) => void;
};

/** An item row's actions; the list adds its selection and its focus handling to the page's. */
export type ItemActions = Pick<
  LogActions,
  "onEdit" | "onView" | "onDelete" | "onSplit" | "onDoneEditing" | "onCancelEditing" | "onDraftChange" | "getDraft"
> & {
  onToggle: (index: number) => void;
  /** `extend`: shift-click, selecting the range from the last item chosen. */
  onSelect: (index: number, extend: boolean) => void;
  /** The editor closed with focus nowhere: true when the list took focus back, else the Edit button takes it. */
  onEditorClosed: () => boolean;
};

export const GroupActionsContext = createContext<GroupActions | null>(null);
export const ItemActionsContext = createContext<ItemActions | null>(null);

function required<T>(value: T | null, name: string): T {
  if (!value) throw new Error(`${name} is used outside the division list`);
  return value;
}

export const useGroupActions = () => required(useContext(GroupActionsContext), "useGroupActions");
export const useItemActions = () => required(useContext(ItemActionsContext), "useItemActions");
