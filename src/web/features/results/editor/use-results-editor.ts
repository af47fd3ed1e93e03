// Edit state of the results page (product §4) over the log of one file or of a whole batch: a working copy per changed
// file made on its first change, one item open for editing at a time whose typed-in fields count as unsaved changes
// (and are saved by Save Changes), add/delete/split, undo and redo of every change to the working copies, and
// discard. The history as data is log-history.ts; Save Changes and the merge with another window's save are
// use-save-and-merge.ts. Callbacks change only with the stored scans, so memoized rows skip re-rendering on edits.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ScanDetail } from "../../../../contract/scans";
import type { ExtractedData } from "../../../../contract/submittal";
import { touchesDivision } from "./combined-log";
import {
  byFile,
  changeFile,
  currentLog,
  freshHistory,
  logBase,
  record,
  reorder,
  settle,
  withEdits,
  type EditHistory,
  type WorkingCopies,
} from "./log-history";
import type { SubmittalEdits } from "./submittal-edits";
import { useOpenItem } from "./use-open-item";
import { useSaveAndMerge } from "./use-save-and-merge";
import {
  insertSubmittals,
  mergeSubmittals,
  removeSubmittal,
  setDivisionExcluded,
  setSubmittalsExcluded,
  splitSubmittal,
  toggleSubmittal,
  updateSubmittals,
  type ItemsPatch,
} from "./working-copy";

export function useResultsEditor(scans: readonly ScanDetail[]) {
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
  const { working, entries } = history.present;
  const setWorking = useCallback((update: (current: WorkingCopies) => WorkingCopies) => {
    setHistory((h) => record(h, { ...h.present, working: update(h.present.working) }));
  }, []);
  const { editingIndex, hasDraft, draft, added, setDraft, getDraft, openEditor, closeEditor } = useOpenItem();

  const change = useCallback(
    (scanId: string, apply: (data: ExtractedData) => ExtractedData) => {
      setWorking((current) => changeFile(current, stored, scanId, apply));
    },
    [setWorking, stored],
  );
  /** A change to row `index` that adds or removes rows: the rows are ordered again, and any open editor closes. */
  const restructure = useCallback(
    (index: number, apply: (data: ExtractedData, local: number) => ExtractedData) => {
      setHistory((h) => {
        const entry = h.present.entries[index];
        if (!entry) return h;
        const working = changeFile(h.present.working, stored, entry.scanId, (d) => apply(d, entry.local));
        return record(h, { working, entries: reorder(stored, working) });
      });
      closeEditor();
    },
    [closeEditor, stored],
  );

  const toggleItem = useCallback(
    (index: number) => {
      setHistory((h) => {
        const entry = h.present.entries[index];
        if (!entry) return h;
        const working = changeFile(h.present.working, stored, entry.scanId, (d) => toggleSubmittal(d, entry.local));
        return record(h, { ...h.present, working });
      });
    },
    [stored],
  );
  /** Includes or excludes the rows at `indices` (a section's Select All), each in its own file. */
  const setItemsExcluded = useCallback(
    (indices: readonly number[], excluded: boolean) => {
      setHistory((h) => {
        const byScan = new Map<string, number[]>();
        for (const index of indices) {
          const entry = h.present.entries[index];
          if (entry) byScan.set(entry.scanId, [...(byScan.get(entry.scanId) ?? []), entry.local]);
        }
        let working = h.present.working;
        for (const [scanId, locals] of byScan) {
          working = changeFile(working, stored, scanId, (d) => setSubmittalsExcluded(d, locals, excluded));
        }
        return record(h, { ...h.present, working });
      });
    },
    [stored],
  );
  /** Sets type, division, section or required-on-site date on every row in `indices`. */
  const updateItems = useCallback(
    (indices: readonly number[], patch: ItemsPatch) => {
      setHistory((h) => {
        let working = h.present.working;
        for (const [scanId, locals] of byFile(h.present.entries, indices)) {
          working = changeFile(working, stored, scanId, (d) => updateSubmittals(d, locals, patch));
        }
        return record(h, { ...h.present, working });
      });
    },
    [stored],
  );
  /** Gives each row its own required-on-site date (a pasted schedule), as one step of the undo history. */
  const setRequiredOnSiteDates = useCallback(
    (dates: ReadonlyMap<number, string>) => {
      const byDate = new Map<string, number[]>();
      for (const [index, date] of dates) byDate.set(date, [...(byDate.get(date) ?? []), index]);
      setHistory((h) => {
        let working = h.present.working;
        for (const [requiredOnSiteDate, indices] of byDate) {
          for (const [scanId, locals] of byFile(h.present.entries, indices)) {
            working = changeFile(working, stored, scanId, (d) => updateSubmittals(d, locals, { requiredOnSiteDate }));
          }
        }
        return record(h, { ...h.present, working });
      });
    },
    [stored],
  );
  /** Merges rows of one file into the first of them; false (nothing done) when they come from several files. */
  const mergeItems = useCallback(
    (indices: readonly number[]): boolean => {
      const files = byFile(history.present.entries, indices);
      const [only] = files.keys();
      if (files.size !== 1 || only === undefined || indices.length < 2) return false;
      const first = Math.min(...indices);
      restructure(first, (d) => mergeSubmittals(d, files.get(only) ?? []));
      return true;
    },
    [history.present.entries, restructure],
  );
  const deleteItem = useCallback(
    (index: number) => restructure(index, (d, local) => removeSubmittal(d, local)),
    [restructure],
  );
  const splitItem = useCallback(
    (index: number) => restructure(index, (d, local) => splitSubmittal(d, local)),
    [restructure],
  );
  /** A new item at the end of `division` in the first file that has it; its editor opens on it. */
  const addItem = useCallback(
    (division: string) => {
      const h = history;
      const docs = stored.map((d) => ({ ...d, data: h.present.working[d.scanId] ?? d.data }));
      const doc = docs.find((d) => d.data.submittals.some((s) => s.division === division)) ?? docs[0];
      if (!doc) return;
      let at = doc.data.submittals.length;
      doc.data.submittals.forEach((s, i) => {
        if (s.division === division) at = i + 1;
      });
      const section = doc.data.submittals[at - 1]?.division === division ? doc.data.submittals[at - 1]?.section : "";
      const item = {
        division,
        section: section ?? "",
        description: "New submittal",
        submittalType: "",
        specifications: "",
      };
      const working = changeFile(h.present.working, stored, doc.scanId, (d) => insertSubmittals(d, at, [item]));
      const nextEntries = reorder(stored, working);
      const next = { working, entries: nextEntries };
      const index = nextEntries.findIndex((e) => e.scanId === doc.scanId && e.local === at);
      setHistory(record(h, next));
      openEditor(index, next);
    },
    [history, openEditor, stored],
  );
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
  }, [closeEditor]);
  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...rest] = h.future;
      return next ? { past: [...h.past, h.present], present: settle(next, storedRef.current), future: rest } : h;
    });
    closeEditor();
  }, [closeEditor]);
  const setDivision = useCallback(
    (division: string, excluded: boolean) => {
      for (const doc of stored) {
        if (touchesDivision(doc.data, division)) change(doc.scanId, (d) => setDivisionExcluded(d, division, excluded));
      }
    },
    [change, stored],
  );
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
  }, [added, closeEditor, stored]);
  const discard = useCallback(() => {
    setHistory(freshHistory({ working: {}, entries: base.entries }));
    closeEditor();
  }, [base.entries, closeEditor]);

  // Not memoized by hand: one file's log is that file's own object (stable between renders), and a batch's rows keep
  // their items' identities, so memoized rows still skip re-rendering.
  const data = currentLog(stored, entries, working);
  const fileNames = useMemo(() => (scans.length > 1 ? entries.map((e) => e.fileName) : undefined), [scans, entries]);
  // Where each row stands in its file's saved register ("scanId/index"), for the item's history; none while the file
  // has unsaved changes, whose places the server does not know yet.
  const savedPlaces = useMemo(
    () =>
      scans.length > 1 ? entries.map((e) => (working[e.scanId] ? undefined : `${e.scanId}/${e.local}`)) : undefined,
    [scans, entries, working],
  );

  const { saving, staleIds, pendingMerge, save, mergeNow, resolveMerge, cancelMerge } = useSaveAndMerge({
    history,
    stored,
    entries,
    historyRef,
    storedRef,
    draft,
    setHistory,
    onMerged: () => setMerged(true),
    closeEditor,
  });

  /** Where row `index` comes from (file, scan, page count), for the source viewer. */
  const sourceOf = useCallback(
    (index: number) => {
      const entry = entries[index];
      const doc = entry && stored.find((d) => d.scanId === entry.scanId);
      return entry && doc ? { scanId: entry.scanId, fileName: entry.fileName, pageCount: doc.data.pageCount } : null;
    },
    [entries, stored],
  );

  return {
    data,
    fileNames,
    savedPlaces,
    sourceOf,
    hasUnsavedChanges: Object.keys(working).length > 0 || hasDraft,
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
    addItem,
    setItemsExcluded,
    updateItems,
    setRequiredOnSiteDates,
    mergeItems,
    deleteItem,
    splitItem,
    startEditing,
    closeEditor,
    cancelEditing,
    toggleItem,
    setDivision,
    saveItem,
    setDraft,
    getDraft,
    save,
    discard,
  };
}

/** The results page's editor: the log as it stands and every change to it. */
export type ResultsEditor = ReturnType<typeof useResultsEditor>;
