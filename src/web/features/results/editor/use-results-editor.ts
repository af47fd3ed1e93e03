// Edit state of the results page (spec §4) over the log of one file or of a whole batch: a working copy per changed
// file made on its first change, one item open for editing at a time whose typed-in fields count as unsaved changes
// (and are saved by Save Changes), add/delete/split, undo and redo of every change to the working copies, save
// (whole-log check, then PATCH per changed file) and discard. A file saved meanwhile in another window is merged: the
// unsaved edits are rebased onto its latest version (rebase-edits.ts), the items both windows changed are offered to
// choose from, and the undo history is rebased the same way when it is walked. Callbacks change only with the stored
// scans, so memoized rows skip re-rendering on edits.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { scanDetailSchema, type ScanDetail } from "../../../../contract/scans";
import type { ExtractedData, Submittal } from "../../../../contract/submittal";
import { api } from "@/config/paths";
import { toast } from "@/hooks/use-toast";
import { apiJson } from "@/lib/api-client";
import { combineLog, orderLogEntries, touchesDivision, type LogDocument, type LogEntry } from "./combined-log";
import { rebaseEdits, resolveRebase, type ConflictChoice, type EditConflict } from "../conflicts/rebase-edits";
import { saveLogChanges, storeSaved } from "./save-log-changes";
import { applyEdits, type SubmittalEdits } from "./submittal-edits";
import { useStaleRegisters } from "./use-stale-registers";
import { firstValidationMessage } from "./validation-message";
import {
  createWorkingCopy,
  insertSubmittals,
  mergeSubmittals,
  removeSubmittal,
  replaceSubmittal,
  setDivisionExcluded,
  setSubmittalsExcluded,
  splitSubmittal,
  toggleSubmittal,
  updateSubmittals,
} from "./working-copy";

const EMPTY: ExtractedData = { submittals: [] };
/** Working copies by scan id, for the files changed so far. */
type WorkingCopies = Readonly<Record<string, ExtractedData>>;
type Draft = { index: number; edits: SubmittalEdits };
/** A file's move onto the version saved elsewhere, still to be laid over a state of the undo history made before it. */
type PendingRebase = {
  scanId: string;
  from: ExtractedData;
  onto: ExtractedData;
  choices: ReadonlyMap<string, ConflictChoice>;
};
/**
 * One state of the log: the working copies and the order of its rows (which adding and deleting change); `rebases`,
 * on a state of the history made before a merge, says which files it must first be moved onto their latest versions.
 */
type LogState = { working: WorkingCopies; entries: readonly LogEntry[]; rebases?: readonly PendingRebase[] };
type EditHistory = { past: readonly LogState[]; present: LogState; future: readonly LogState[] };
const UNDO_DEPTH = 200;
/** Saves refused because another window saved first, merged and tried again before the page gives up. */
const MERGE_ATTEMPTS = 3;

function freshHistory(present: LogState): EditHistory {
  return { past: [], present, future: [] };
}

/** A file's working copy moved onto the version saved elsewhere, each conflict settled by the choice made for it. */
function rebaseFile(rebase: PendingRebase, mine: ExtractedData): ExtractedData {
  return resolveRebase(rebaseEdits(rebase.from, mine, rebase.onto), (c) => rebase.choices.get(c.id) ?? "mine");
}

/** A state of the history as it stands over the files' latest versions (undo or redo reaching it after a merge). */
function settle(state: LogState, stored: readonly LogDocument[]): LogState {
  if (!state.rebases) return state;
  const working = { ...state.working };
  for (const rebase of state.rebases) {
    const own = working[rebase.scanId];
    if (own) working[rebase.scanId] = rebaseFile(rebase, own);
  }
  return { working, entries: reorder(stored, working) };
}

const withRebases = (state: LogState, rebases: readonly PendingRebase[]): LogState => ({
  ...state,
  rebases: [...(state.rebases ?? []), ...rebases],
});

/** A file saved elsewhere: its latest version, and the conflicts its rebase leaves (none for a file not edited here). */
export type FileMerge = { scanId: string; fileName: string; latest: ScanDetail; conflicts: readonly EditConflict[] };
/** How a choice for one conflict of one file is named. */
export const conflictKey = (scanId: string, conflict: EditConflict) => `${scanId}/${conflict.id}`;

/** Adds `next` as the new present state, unless nothing changed. */
function record(history: EditHistory, next: LogState): EditHistory {
  if (next.working === history.present.working && next.entries === history.present.entries) return history;
  return { past: [...history.past.slice(-UNDO_DEPTH + 1), history.present], present: next, future: [] };
}

/** Rows `indices` by the file they live in, as positions in that file. */
function byFile(entries: readonly LogEntry[], indices: readonly number[]): Map<string, number[]> {
  const files = new Map<string, number[]>();
  for (const index of indices) {
    const entry = entries[index];
    if (entry) files.set(entry.scanId, [...(files.get(entry.scanId) ?? []), entry.local]);
  }
  return files;
}

/** The rows of the log as the working copies stand (after an item was added, deleted or split). */
function reorder(stored: readonly LogDocument[], working: WorkingCopies): LogEntry[] {
  return orderLogEntries(stored.map((d) => ({ ...d, data: working[d.scanId] ?? d.data })));
}

function logBase(scans: readonly ScanDetail[]) {
  const stored: LogDocument[] = scans.map((s) => ({
    scanId: s.id,
    fileName: s.fileName,
    data: s.extractedData ?? EMPTY,
  }));
  return { scans, stored, entries: orderLogEntries(stored) };
}

function withEdits(working: WorkingCopies, stored: readonly LogDocument[], entry: LogEntry, edits: SubmittalEdits) {
  const data = working[entry.scanId] ?? stored.find((d) => d.scanId === entry.scanId)?.data ?? EMPTY;
  const current = data.submittals[entry.local];
  if (!current) return working;
  return { ...working, [entry.scanId]: replaceSubmittal(data, entry.local, applyEdits(current, edits)) };
}

/** Applies one change to a file's working copy, made from its stored result on the file's first change. */
function changeFile(
  working: WorkingCopies,
  stored: readonly LogDocument[],
  scanId: string,
  apply: (data: ExtractedData) => ExtractedData,
): WorkingCopies {
  const own = working[scanId];
  const base = own ?? stored.find((d) => d.scanId === scanId)?.data;
  if (!base) return working;
  return { ...working, [scanId]: apply(own ?? createWorkingCopy(base)) };
}

/** The log as it stands: each file's working copy where it has one, else its stored result. */
function currentLog(stored: readonly LogDocument[], entries: readonly LogEntry[], working: WorkingCopies) {
  return combineLog(
    stored.map((d) => ({ ...d, data: working[d.scanId] ?? d.data })),
    entries,
  );
}

export function useResultsEditor(scans: readonly ScanDetail[]) {
  const queryClient = useQueryClient();
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
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  /**
   * The row Add item just made while its editor is still open (and the log state the add produced): Cancel takes the
   * row away again, so backing out of a new item adds nothing. Cleared once the editor closes any other way.
   */
  const added = useRef<{ index: number; state: LogState } | null>(null);
  // The open editor's typed-in fields: kept here (not only in the form) so Save Changes can include them and a row
  // scrolled out of a virtualized list gets them back.
  const draft = useRef<Draft | null>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Files saved elsewhere since they were loaded here. */
  const staleIds = useStaleRegisters(stored);
  /** A merge waiting for the user to choose between the versions of the items both windows changed. */
  const [pendingMerge, setPendingMerge] = useState<{ files: FileMerge[]; thenSave: boolean } | null>(null);

  const clearDraft = useCallback(() => {
    draft.current = null;
    setHasDraft(false);
  }, []);
  const setDraft = useCallback((index: number, edits: SubmittalEdits | null) => {
    draft.current = edits ? { index, edits } : null;
    setHasDraft(edits !== null);
  }, []);
  const getDraft = useCallback((index: number) => (draft.current?.index === index ? draft.current.edits : null), []);

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
      draft.current = null;
      added.current = null;
      setHasDraft(false);
      setEditingIndex(null);
    },
    [stored],
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
  /** Sets type, division or section on every row in `indices`. */
  const updateItems = useCallback(
    (indices: readonly number[], patch: Partial<Pick<Submittal, "submittalType" | "division" | "section">>) => {
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
      draft.current = null;
      added.current = { index, state: next };
      setHasDraft(false);
      setEditingIndex(index);
    },
    [history, stored],
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
    draft.current = null;
    added.current = null;
    setHasDraft(false);
    setEditingIndex(null);
  }, []);
  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...rest] = h.future;
      return next ? { past: [...h.past, h.present], present: settle(next, storedRef.current), future: rest } : h;
    });
    draft.current = null;
    added.current = null;
    setHasDraft(false);
    setEditingIndex(null);
  }, []);
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
      clearDraft();
      added.current = null;
      setEditingIndex(null);
    },
    [clearDraft, entries, setWorking, stored],
  );
  /** Opening another item keeps what was typed into the open one: it goes into the working copy as it stands. */
  const startEditing = useCallback(
    (index: number) => {
      const open = draft.current;
      const entry = open ? entries[open.index] : undefined;
      if (open && entry) setWorking((current) => withEdits(current, stored, entry, open.edits));
      clearDraft();
      added.current = null;
      setEditingIndex(index);
    },
    [clearDraft, entries, setWorking, stored],
  );
  const closeEditor = useCallback(() => {
    clearDraft();
    added.current = null;
    setEditingIndex(null);
  }, [clearDraft]);
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
  }, [closeEditor, stored]);
  const discard = useCallback(() => {
    setHistory(freshHistory({ working: {}, entries: base.entries }));
    closeEditor();
  }, [base.entries, closeEditor]);

  // Not memoized by hand: one file's log is that file's own object (stable between renders), and a batch's rows keep
  // their items' identities, so memoized rows still skip re-rendering.
  const data = currentLog(stored, entries, working);
  const fileNames = useMemo(() => (scans.length > 1 ? entries.map((e) => e.fileName) : undefined), [scans, entries]);

  /** The working copies with what is typed into the open editor laid in, as Save and a merge take them. */
  const withDraft = (state: LogState): WorkingCopies => {
    const open = draft.current;
    const entry = open ? state.entries[open.index] : undefined;
    return open && entry ? withEdits(state.working, storedRef.current, entry, open.edits) : state.working;
  };

  /**
   * Moves the working copies of `files` onto their latest versions (each conflict settled by `choices`) and shows
   * those versions; the states of the undo history are moved the same way when undo or redo reaches them.
   */
  const applyMerge = (files: readonly FileMerge[], choices: ReadonlyMap<string, ConflictChoice>) => {
    const h = historyRef.current;
    const before = storedRef.current;
    const working: Record<string, ExtractedData> = { ...withDraft(h.present) };
    const rebases: PendingRebase[] = [];
    for (const file of files) {
      const from = before.find((d) => d.scanId === file.scanId)?.data;
      if (!from) continue;
      const own = new Map([...choices].filter(([key]) => key.startsWith(`${file.scanId}/`)));
      const fileChoices = new Map([...own].map(([key, choice]) => [key.slice(file.scanId.length + 1), choice]));
      const rebase = { scanId: file.scanId, from, onto: file.latest.extractedData ?? EMPTY, choices: fileChoices };
      rebases.push(rebase);
      const mine = working[file.scanId];
      if (mine) working[file.scanId] = rebaseFile(rebase, mine);
    }
    const latestOf = new Map(files.map((f) => [f.scanId, f.latest.extractedData ?? EMPTY]));
    const docs = before.map((d) => ({ ...d, data: latestOf.get(d.scanId) ?? d.data }));
    const rows = reorder(docs, working);
    setHistory({
      past: h.past.map((state) => withRebases(state, rebases)),
      present: { working, entries: rows },
      future: h.future.map((state) => withRebases(state, rebases)),
    });
    setMerged(true);
    for (const file of files) storeSaved(queryClient, file.latest);
    closeEditor();
    return { working, docs, rows };
  };

  /** PATCH per changed file; a file saved elsewhere meanwhile is merged and saved again (a few times at most). */
  const persist = async (
    pending: WorkingCopies,
    docs: readonly LogDocument[],
    rows: readonly LogEntry[],
    attempt: number,
  ): Promise<void> => {
    setSaving(true);
    const baseOf = (scanId: string) => docs.find((d) => d.scanId === scanId)?.data;
    const { savedIds, failedIds, staleIds: refused } = await saveLogChanges(queryClient, pending, baseOf);
    setSaving(false);
    // What was typed into the open editor now lives in the working copy (or is saved): the editor can close. Undo
    // stops at a save; when nothing was saved it still reaches every change.
    const unsaved = Object.fromEntries(Object.entries(pending).filter(([scanId]) => failedIds.includes(scanId)));
    if (savedIds.length > 0) setHistory(freshHistory({ working: unsaved, entries: rows }));
    else setHistory((h) => record(h, { ...h.present, working: pending }));
    closeEditor();
    if (refused.length > 0 && attempt < MERGE_ATTEMPTS) {
      await mergeLatest(refused, true, attempt + 1);
    } else if (failedIds.length > 0) {
      toast({ variant: "destructive", title: "Save Failed", description: "Failed to save changes. Please try again." });
    } else {
      toast({ title: "Changes Saved", description: "Submittal data has been updated successfully." });
    }
  };

  const finishMerge = async (
    files: readonly FileMerge[],
    choices: ReadonlyMap<string, ConflictChoice>,
    thenSave: boolean,
    attempt: number,
  ) => {
    const { working: pending, docs, rows } = applyMerge(files, choices);
    if (thenSave && Object.keys(pending).length > 0) {
      await persist(pending, docs, rows, attempt);
    } else if (Object.keys(pending).length > 0) {
      toast({
        title: "Changes Merged",
        description: "The latest saved version is shown with your unsaved changes on top. Save to keep them.",
      });
    }
  };

  /**
   * Loads the latest version of `scanIds` and rebases this window's edits onto it: without conflicts at once (and
   * saved when `thenSave`), else once the user has chosen (pendingMerge). Nothing changes here if it cannot load.
   */
  const mergeLatest = async (scanIds: readonly string[], thenSave: boolean, attempt = 1): Promise<void> => {
    setSaving(true);
    let files: FileMerge[];
    try {
      files = await Promise.all(
        scanIds.map(async (scanId) => {
          const latest = scanDetailSchema.parse(await apiJson<unknown>("GET", api.scan(scanId)));
          return { scanId, fileName: latest.fileName, latest, conflicts: [] };
        }),
      );
    } catch {
      setSaving(false);
      toast({
        variant: "destructive",
        title: "Merge Failed",
        description: "The latest version could not be loaded; your changes are still here. Please try again.",
      });
      return;
    }
    setSaving(false);
    const working = withDraft(historyRef.current.present);
    for (const file of files) {
      const from = storedRef.current.find((d) => d.scanId === file.scanId)?.data;
      const mine = working[file.scanId];
      if (from && mine) file.conflicts = rebaseEdits(from, mine, file.latest.extractedData ?? EMPTY).conflicts;
    }
    if (files.some((f) => f.conflicts.length > 0)) setPendingMerge({ files, thenSave });
    else await finishMerge(files, new Map(), thenSave, attempt);
  };

  const save = async () => {
    const pending = withDraft(history.present);
    if (Object.keys(pending).length === 0) return;
    const log = currentLog(stored, entries, pending);
    const problem = firstValidationMessage(log);
    if (problem) {
      toast({ variant: "destructive", title: "Validation Error", description: problem });
      return;
    }
    await persist(pending, stored, entries, 1);
  };
  /** The notice's action: the files saved elsewhere are merged now (not saved yet). */
  const mergeNow = () => mergeLatest([...staleIds], false);
  /** The user's choice for each conflict (keyed by conflictKey): the merge goes on, and is saved if it was a save. */
  const resolveMerge = (choices: ReadonlyMap<string, ConflictChoice>) => {
    const merge = pendingMerge;
    setPendingMerge(null);
    if (merge) void finishMerge(merge.files, choices, merge.thenSave, 1);
  };
  /** Closing the choice without choosing: nothing changes, the notice stays. */
  const cancelMerge = () => setPendingMerge(null);

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
