// Edit state of the results page (spec §4) over the log of one file or of a whole batch: a working copy per changed
// file made on its first change, one item open for editing at a time whose typed-in fields count as unsaved changes
// (and are saved by Save Changes), add/delete/split, undo and redo of every change to the working copies, save
// (whole-log check, then PATCH per changed file) and discard. Callbacks change only with the stored scans, so memoized
// rows skip re-rendering on edits.
import { useCallback, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ScanDetail } from "../../../contract/scans";
import { STALE_REGISTER_MESSAGE } from "../../../contract/register-etag";
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import { toast } from "@/hooks/use-toast";
import { combineLog, orderLogEntries, touchesDivision, type LogDocument, type LogEntry } from "./combined-log";
import { saveLogChanges } from "./save-log-changes";
import { applyEdits, type SubmittalEdits } from "./submittal-edits";
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
/** One state of the log: the working copies and the order of its rows (which adding and deleting change). */
type LogState = { working: WorkingCopies; entries: readonly LogEntry[] };
type EditHistory = { past: readonly LogState[]; present: LogState; future: readonly LogState[] };
const UNDO_DEPTH = 200;

function freshHistory(present: LogState): EditHistory {
  return { past: [], present, future: [] };
}

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
  if (base.scans !== scans) {
    // Saved (or refreshed) files: what is still unsaved stays, in rows ordered over the new stored results; undo
    // stops at the save.
    const next = logBase(scans);
    setBase(next);
    const working = history.present.working;
    setHistory(freshHistory({ working, entries: reorder(next.stored, working) }));
  }
  const { stored } = base;
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
  /** A save was refused because another window saved first: the page says so until it is reloaded. */
  const [stale, setStale] = useState(false);

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
      return previous ? { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] } : h;
    });
    draft.current = null;
    added.current = null;
    setHasDraft(false);
    setEditingIndex(null);
  }, []);
  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...rest] = h.future;
      return next ? { past: [...h.past, h.present], present: next, future: rest } : h;
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

  const save = useCallback(async () => {
    const open = draft.current;
    const openEntry = open ? entries[open.index] : undefined;
    const pending = open && openEntry ? withEdits(working, stored, openEntry, open.edits) : working;
    if (Object.keys(pending).length === 0) return;
    const log = currentLog(stored, entries, pending);
    const problem = firstValidationMessage(log);
    if (problem) {
      toast({ variant: "destructive", title: "Validation Error", description: problem });
      return;
    }
    setSaving(true);
    const baseOf = (scanId: string) => stored.find((d) => d.scanId === scanId)?.data;
    const { failedIds, staleIds } = await saveLogChanges(queryClient, pending, baseOf);
    setSaving(false);
    // What was typed into the open editor now lives in the working copy (or is saved): the editor can close.
    const unsaved = Object.fromEntries(Object.entries(pending).filter(([scanId]) => failedIds.includes(scanId)));
    setHistory(freshHistory({ working: unsaved, entries }));
    closeEditor();
    if (staleIds.length > 0) {
      setStale(true);
      toast({ variant: "destructive", title: "Save Failed", description: STALE_REGISTER_MESSAGE });
    } else if (failedIds.length > 0) {
      toast({ variant: "destructive", title: "Save Failed", description: "Failed to save changes. Please try again." });
    } else {
      toast({ title: "Changes Saved", description: "Submittal data has been updated successfully." });
    }
  }, [working, stored, entries, queryClient, closeEditor]);

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
    stale,
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
