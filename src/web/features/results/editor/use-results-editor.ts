// Edit state of the results page (product §4) over the log of one file or of a whole batch: a working copy per changed
// file made on its first change, one item open for editing at a time whose typed-in fields count as unsaved changes
// (and are saved by Save Changes), add/delete/split, undo and redo of every change to the working copies, and
// discard. Composes one hook per job: the history state (use-log-history.ts, as data in log-history.ts), the open item
// (use-open-item.ts), changes to items and to rows, the editor, undo/redo, the rows shown, and Save Changes with the
// merge with another window's save (use-save-and-merge.ts). Callbacks change only with the stored scans, so memoized
// rows skip re-rendering on edits.
import type { ScanDetail } from "../../../../contract/scans";
import { useItemChanges } from "./use-item-changes";
import { useItemEditing } from "./use-item-editing";
import { useLogHistory } from "./use-log-history";
import { useLogRows } from "./use-log-rows";
import { useOpenItem } from "./use-open-item";
import { useRowChanges } from "./use-row-changes";
import { useSaveAndMerge } from "./use-save-and-merge";
import { useUndoRedo } from "./use-undo-redo";

export function useResultsEditor(scans: readonly ScanDetail[]) {
  const log = useLogHistory(scans);
  const { history, stored } = log;
  const openItem = useOpenItem();
  const { editingIndex, hasDraft, draft, setDraft, getDraft, closeEditor } = openItem;
  const items = useItemChanges(log);
  const rows = useRowChanges(log, openItem);
  const editing = useItemEditing(log, openItem);
  const { undo, redo, discard } = useUndoRedo(log, closeEditor);
  const { data, fileNames, savedPlaces, sourceOf } = useLogRows(scans, stored, history.present);
  const { saving, staleIds, pendingMerge, save, mergeNow, resolveMerge, cancelMerge } = useSaveAndMerge({
    history,
    stored,
    entries: history.present.entries,
    historyRef: log.historyRef,
    storedRef: log.storedRef,
    draft,
    setHistory: log.setHistory,
    onMerged: log.markMerged,
    closeEditor,
  });

  return {
    data,
    fileNames,
    savedPlaces,
    sourceOf,
    hasUnsavedChanges: Object.keys(history.present.working).length > 0 || hasDraft,
    editingIndex,
    saving,
    staleIds,
    pendingMerge,
    mergeNow,
    resolveMerge,
    cancelMerge,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo,
    redo,
    addItem: rows.addItem,
    setItemsExcluded: items.setItemsExcluded,
    updateItems: items.updateItems,
    setRequiredOnSiteDates: items.setRequiredOnSiteDates,
    mergeItems: rows.mergeItems,
    deleteItem: rows.deleteItem,
    splitItem: rows.splitItem,
    startEditing: editing.startEditing,
    closeEditor,
    cancelEditing: editing.cancelEditing,
    toggleItem: items.toggleItem,
    setDivision: items.setDivision,
    saveItem: editing.saveItem,
    setDraft,
    getDraft,
    save,
    discard,
  };
}

/** The results page's editor: the log as it stands and every change to it. */
export type ResultsEditor = ReturnType<typeof useResultsEditor>;
