// Edit state of the results page (spec §4) over the log of one file or of a whole batch: a working copy per changed
// file made on its first change, one item open for editing at a time whose typed-in fields count as unsaved changes
// (and are saved by Save Changes), save (whole-log check, then PATCH per changed file) and discard. Callbacks change
// only with the stored scans, so memoized rows skip re-rendering on edits.
import { useCallback, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ScanDetail } from "../../../contract/scans";
import { STALE_REGISTER_MESSAGE } from "../../../contract/register-etag";
import type { ExtractedData } from "../../../contract/submittal";
import { toast } from "@/hooks/use-toast";
import { combineLog, orderLogEntries, touchesDivision, type LogDocument, type LogEntry } from "./combined-log";
import { saveLogChanges } from "./save-log-changes";
import type { SubmittalEdits } from "./submittal-edits";
import { firstValidationMessage } from "./validation-message";
import { createWorkingCopy, replaceSubmittal, setDivisionExcluded, toggleSubmittal } from "./working-copy";

const EMPTY: ExtractedData = { submittals: [] };
/** Working copies by scan id, for the files changed so far. */
type WorkingCopies = Readonly<Record<string, ExtractedData>>;
type Draft = { index: number; edits: SubmittalEdits };

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
  return { ...working, [entry.scanId]: replaceSubmittal(data, entry.local, { ...current, ...edits }) };
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
  if (base.scans !== scans) setBase(logBase(scans));
  const { stored, entries } = base;
  const [working, setWorking] = useState<WorkingCopies>({});
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
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
    [stored],
  );

  const toggleItem = useCallback(
    (index: number) => {
      const entry = entries[index];
      if (entry) change(entry.scanId, (d) => toggleSubmittal(d, entry.local));
    },
    [change, entries],
  );
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
      setEditingIndex(null);
    },
    [clearDraft, entries, stored],
  );
  /** Opening another item keeps what was typed into the open one: it goes into the working copy as it stands. */
  const startEditing = useCallback(
    (index: number) => {
      const open = draft.current;
      const entry = open ? entries[open.index] : undefined;
      if (open && entry) setWorking((current) => withEdits(current, stored, entry, open.edits));
      clearDraft();
      setEditingIndex(index);
    },
    [clearDraft, entries, stored],
  );
  const closeEditor = useCallback(() => {
    clearDraft();
    setEditingIndex(null);
  }, [clearDraft]);
  const discard = useCallback(() => {
    setWorking({});
    closeEditor();
  }, [closeEditor]);

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
    setWorking(Object.fromEntries(Object.entries(pending).filter(([scanId]) => failedIds.includes(scanId))));
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
    startEditing,
    closeEditor,
    toggleItem,
    setDivision,
    saveItem,
    setDraft,
    getDraft,
    save,
    discard,
  };
}
