// Opening, saving and cancelling the item editor of the results page: what was typed goes into the file's working
// copy on Save or when another item opens; Cancel on a row Add item just made takes that row away again.
import { useCallback } from "react";
import { changeFile, record, reorder, withEdits } from "./log-history";
import type { SubmittalEdits } from "./submittal-edits";
import type { LogHistory } from "./use-log-history";
import type { useOpenItem } from "./use-open-item";
import { removeSubmittal } from "./working-copy";

type OpenItem = ReturnType<typeof useOpenItem>;

export function useItemEditing(
  { stored, history, setHistory, setWorking }: Pick<LogHistory, "stored" | "history" | "setHistory" | "setWorking">,
  { draft, added, openEditor, closeEditor }: Pick<OpenItem, "draft" | "added" | "openEditor" | "closeEditor">,
) {
  const { entries } = history.present;
  const saveItem = useCallback(
    (index: number, edits: SubmittalEdits) => {
      const entry = entries[index];
      if (entry) setWorking((current) => withEdits(current, stored, entry, edits));
      closeEditor();
    },
    [closeEditor, entries, setWorking, stored],
  );
  /** Opening another item keeps what was typed into the open one: it goes into the working copy as it stands. */
  const startEditing = useCallback(
    (index: number) => {
      const open = draft.current;
      const entry = open ? entries[open.index] : undefined;
      if (open && entry) setWorking((current) => withEdits(current, stored, entry, open.edits));
      openEditor(index);
    },
    [draft, entries, openEditor, setWorking, stored],
  );
  /**
   * Cancel (or Discard) in the item editor. On a row Add item just made, the row goes again: the add is taken back
   * (not left to redo) when nothing else changed since, else the row is removed. True when a new row was taken away.
   */
  const cancelEditing = useCallback((): boolean => {
    const fresh = added.current;
    closeEditor();
    if (!fresh) return false;
    setHistory((h) => {
      const previous = h.past.at(-1);
      if (h.present === fresh.state && previous) return { ...h, past: h.past.slice(0, -1), present: previous };
      const entry = h.present.entries[fresh.index];
      if (!entry) return h;
      const working = changeFile(h.present.working, stored, entry.scanId, (d) => removeSubmittal(d, entry.local));
      return record(h, { working, entries: reorder(stored, working) });
    });
    return true;
  }, [added, closeEditor, setHistory, stored]);
  return { saveItem, startEditing, cancelEditing };
}
