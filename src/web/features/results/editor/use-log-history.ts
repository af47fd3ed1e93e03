// The state every edit of the results page works on: the stored files and the order of their rows (rebuilt when the
// scans change, after a save) and the undo history of the working copies. Saved (or refreshed) files keep what is
// still unsaved, in rows ordered over the new stored results; undo stops at the save unless a merge moved the
// working copies onto those versions.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { ScanDetail } from "../../../../contract/scans";
import { freshHistory, logBase, record, reorder, type EditHistory, type WorkingCopies } from "./log-history";

export function useLogHistory(scans: readonly ScanDetail[]) {
  // The files and the order of their items, kept as state and rebuilt when the scans change (after a save): callbacks
  // only change with them, so memoized rows skip re-rendering on edits.
  const [base, setBase] = useState(() => logBase(scans));
  const [history, setHistory] = useState<EditHistory>(() => freshHistory({ working: {}, entries: base.entries }));
  /** The next new scans are the latest versions a merge moved the working copies onto: the undo history stays. */
  const [merged, setMerged] = useState(false);
  if (base.scans !== scans) {
    // Saved (or refreshed) files: what is still unsaved stays, in rows ordered over the new stored results; undo
    // stops at the save.
    const next = logBase(scans);
    setBase(next);
    const working = history.present.working;
    const present = { working, entries: reorder(next.stored, working) };
    setHistory(merged ? { ...history, present } : freshHistory(present));
    setMerged(false);
  }
  const { stored } = base;
  // For undo, redo and a merge, which run after awaiting the server or inside state updates.
  const storedRef = useRef(stored);
  const historyRef = useRef(history);
  useLayoutEffect(() => {
    storedRef.current = stored;
    historyRef.current = history;
  });
  const setWorking = useCallback((update: (current: WorkingCopies) => WorkingCopies) => {
    setHistory((h) => record(h, { ...h.present, working: update(h.present.working) }));
  }, []);
  const markMerged = () => setMerged(true);
  return { base, stored, history, setHistory, storedRef, historyRef, setWorking, markMerged };
}

/** The results page's log state and the setters every kind of edit goes through. */
export type LogHistory = ReturnType<typeof useLogHistory>;
