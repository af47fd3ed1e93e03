// Save Changes and the merge with what another window saved (product §4, decision 0190): the whole log is checked, then
// each changed file is PATCHed; a file saved elsewhere meanwhile is merged (this window's unsaved edits rebased onto
// its latest version, rebase-edits.ts) and saved again, a few times at most. The items both windows changed are
// offered to choose from first (pendingMerge). Merge Now does the same without saving. The undo history is moved onto
// the latest versions as well (log-history.ts), so undo after a merge stays on them.
import { useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { scanDetailSchema, type ScanDetail } from "../../../../contract/scans";
import type { ExtractedData } from "../../../../contract/submittal";
import { api } from "@/config/paths";
import { toast } from "@/hooks/use-toast";
import { apiJson } from "@/lib/api-client";
import type { LogDocument, LogEntry } from "./combined-log";
import { rebaseEdits, type ConflictChoice, type EditConflict } from "../conflicts/rebase-edits";
import {
  currentLog,
  EMPTY,
  freshHistory,
  rebaseFile,
  record,
  reorder,
  withEdits,
  withRebases,
  type Draft,
  type EditHistory,
  type LogState,
  type PendingRebase,
  type WorkingCopies,
} from "./log-history";
import { saveLogChanges, storeSaved } from "./save-log-changes";
import { useStaleRegisters } from "./use-stale-registers";
import { firstValidationMessage } from "./validation-message";

/** A file saved elsewhere: its latest version, and the conflicts its rebase leaves (none for a file not edited here). */
export type FileMerge = { scanId: string; fileName: string; latest: ScanDetail; conflicts: readonly EditConflict[] };
/** How a choice for one conflict of one file is named. */
export const conflictKey = (scanId: string, conflict: EditConflict) => `${scanId}/${conflict.id}`;

/** Saves refused because another window saved first, merged and tried again before the page gives up. */
const MERGE_ATTEMPTS = 3;

export type SaveAndMergeInputs = {
  history: EditHistory;
  stored: readonly LogDocument[];
  entries: readonly LogEntry[];
  /** The latest history and stored files, for the steps that run after awaiting the server. */
  historyRef: RefObject<EditHistory>;
  storedRef: RefObject<readonly LogDocument[]>;
  /** What is typed into the open editor. */
  draft: RefObject<Draft | null>;
  setHistory: Dispatch<SetStateAction<EditHistory>>;
  /** The next new scans are the latest versions a merge moved the working copies onto: the undo history stays. */
  onMerged: () => void;
  closeEditor: () => void;
};

export function useSaveAndMerge(inputs: SaveAndMergeInputs) {
  const { history, stored, entries, historyRef, storedRef, draft, setHistory, onMerged, closeEditor } = inputs;
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  /** Files saved elsewhere since they were loaded here. */
  const staleIds = useStaleRegisters(stored);
  /** A merge waiting for the user to choose between the versions of the items both windows changed. */
  const [pendingMerge, setPendingMerge] = useState<{ files: FileMerge[]; thenSave: boolean } | null>(null);

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
    onMerged();
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
          const latest = await apiJson(scanDetailSchema, "GET", api.scan(scanId));
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

  return { saving, staleIds, pendingMerge, save, mergeNow, resolveMerge, cancelMerge };
}
