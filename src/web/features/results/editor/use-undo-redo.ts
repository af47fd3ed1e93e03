// Undo, redo and discard on the results page: each moves the log to another state of its history (a state made
// before a merge is first moved onto the files' latest versions) and closes any open editor.
import { useCallback } from "react";
import { freshHistory, settle } from "./log-history";
import type { LogHistory } from "./use-log-history";

export function useUndoRedo(
  { base, setHistory, storedRef }: Pick<LogHistory, "base" | "setHistory" | "storedRef">,
  closeEditor: () => void,
) {
  const undo = useCallback(() => {
    setHistory((h) => {
      const previous = h.past.at(-1);
      if (!previous) return h;
      return {
        past: h.past.slice(0, -1),
        present: settle(previous, storedRef.current),
        future: [h.present, ...h.future],
      };
    });
    closeEditor();
  }, [closeEditor, setHistory, storedRef]);
  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...rest] = h.future;
      return next ? { past: [...h.past, h.present], present: settle(next, storedRef.current), future: rest } : h;
    });
    closeEditor();
  }, [closeEditor, setHistory, storedRef]);
  const discard = useCallback(() => {
    setHistory(freshHistory({ working: {}, entries: base.entries }));
    closeEditor();
  }, [base.entries, closeEditor, setHistory]);
  return { undo, redo, discard };
}
