// Which item's editor is open on the results page, and what is typed into it. The typed-in fields are kept here (not
// only in the form) so Save Changes can include them and a row scrolled out of a virtualized list gets them back; they
// count as unsaved changes. A row Add item just made is remembered while its editor stays open, so Cancel can take it
// away again. The callbacks never change, so memoized rows skip re-rendering.
import { useCallback, useRef, useState } from "react";
import type { Draft, LogState } from "./log-history";
import type { SubmittalEdits } from "./submittal-edits";

export function useOpenItem() {
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  /**
   * The row Add item just made while its editor is still open (and the log state the add produced): Cancel takes the
   * row away again, so backing out of a new item adds nothing. Cleared once the editor closes any other way.
   */
  const added = useRef<{ index: number; state: LogState } | null>(null);
  const draft = useRef<Draft | null>(null);
  const [hasDraft, setHasDraft] = useState(false);

  const setDraft = useCallback((index: number, edits: SubmittalEdits | null) => {
    draft.current = edits ? { index, edits } : null;
    setHasDraft(edits !== null);
  }, []);
  const getDraft = useCallback((index: number) => (draft.current?.index === index ? draft.current.edits : null), []);
  /** Opens row `index`'s editor with nothing typed yet; `addedState` when Add item just made the row. */
  const openEditor = useCallback((index: number, addedState?: LogState) => {
    draft.current = null;
    added.current = addedState ? { index, state: addedState } : null;
    setHasDraft(false);
    setEditingIndex(index);
  }, []);
  /** Closes the editor; what was typed is dropped (or already taken into the working copy). */
  const closeEditor = useCallback(() => {
    draft.current = null;
    added.current = null;
    setHasDraft(false);
    setEditingIndex(null);
  }, []);
  return { editingIndex, hasDraft, draft, added, setDraft, getDraft, openEditor, closeEditor };
}
