// What the rows of the log do (row-actions.ts), built from the editor's changes to the working copy and the page's
// own reactions: deleting says "Item Deleted" with Undo; backing out of a new item's editor takes the item away and
// gives focus back to the Add Item button that made it. Memoized: the editor's callbacks change only with the stored
// scans or the rows' order, so memoized rows skip re-rendering on edits.
import { useCallback, useMemo, useRef } from "react";
import { toast } from "@/hooks/use-toast";
import { ToastAction } from "@/components/ui/toast";
import type { ResultsEditor } from "../editor/use-results-editor";
import type { LogActions } from "./row-actions";

export function useLogActions(editor: ResultsEditor, onView: (index: number) => void): LogActions {
  const { addItem, cancelEditing, deleteItem, undo, setItemsExcluded, toggleItem, setDivision } = editor;
  const { startEditing, splitItem, saveItem, setDraft, getDraft } = editor;
  const addButton = useRef<HTMLElement | null>(null);
  const onAddItem = useCallback(
    (division: string) => {
      addButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      addItem(division);
    },
    [addItem],
  );
  const onCancelEditing = useCallback(() => {
    if (!cancelEditing()) return;
    const opener = addButton.current;
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
  }, [cancelEditing]);
  const onDelete = useCallback(
    (index: number, description: string) => {
      deleteItem(index);
      toast({
        title: "Item Deleted",
        description: `"${description}" was removed from the log.`,
        action: (
          <ToastAction altText="Undo delete" onClick={undo}>
            Undo
          </ToastAction>
        ),
      });
    },
    [deleteItem, undo],
  );
  return useMemo<LogActions>(
    () => ({
      onToggleItem: toggleItem,
      onSetDivisionExcluded: setDivision,
      onSetItemsExcluded: setItemsExcluded,
      onAddItem,
      onEdit: startEditing,
      onView,
      onDelete,
      onSplit: splitItem,
      onDoneEditing: saveItem,
      onCancelEditing,
      onDraftChange: setDraft,
      getDraft,
    }),
    [
      toggleItem,
      setDivision,
      setItemsExcluded,
      onAddItem,
      startEditing,
      onView,
      onDelete,
      splitItem,
      saveItem,
      onCancelEditing,
      setDraft,
      getDraft,
    ],
  );
}
