// Save Changes and the merge with what another window saved (product §4, decision 0190): the whole log is checked, then
// each changed file is PATCHed; a file saved elsewhere meanwhile is merged (this window's unsaved edits rebased onto
// its latest version, rebase-edits.ts) and saved again, a few times at most. The items both windows changed are
// offered to choose from first (pendingMerge). Merge Now does the same without saving. The undo history is moved onto
// the latest versions as well (log-history.ts), so undo after a merge stays on them. The merge as data is
// merge-onto-latest.ts; what the user is told, save-notices.ts.
import { useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ConflictChoice } from "../conflicts/rebase-edits";
import type { LogDocument, LogEntry } from "./combined-log";
import {
  currentLog,
  historyAfterSave,
  workingWithDraft,
  type Draft,
  type EditHistory,
  type LogState,
  type WorkingCopies,
} from "./log-history";
import { findConflicts, loadLatestVersions, mergeOntoLatest, type FileMerge } from "./merge-onto-latest";
import { saveLogChanges, storeSaved } from "./save-log-changes";
import { noticeInvalid, noticeMerged, noticeMergeFailed, noticeSaved } from "./save-notices";
import { useStaleRegisters } from "./use-stale-registers";
import { firstValidationMessage } from "./validation-message";

/** Saves refused because another window saved first, merged and tried again before the page gives up. */
const MERGE_ATTEMPTS = 3;

/** A merge waiting for the user's choices, and whether it goes on to save. */
type PendingMerge = { files: FileMerge[]; thenSave: boolean };
/** The working copies to save, the stored files they were made over, and the rows over them. */
type LogToSave = { working: WorkingCopies; docs: readonly LogDocument[]; rows: readonly LogEntry[] };

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
  const [pendingMerge, setPendingMerge] = useState<PendingMerge | null>(null);

  /** The working copies with what is typed into the open editor laid in, as Save and a merge take them. */
  const withDraft = (state: LogState): WorkingCopies => workingWithDraft(state, draft.current, storedRef.current);

  /**
   * Moves the working copies of `files` onto their latest versions (each conflict settled by `choices`) and shows
   * those versions; the states of the undo history are moved the same way when undo or redo reaches them.
   */
  const applyMerge = (files: readonly FileMerge[], choices: ReadonlyMap<string, ConflictChoice>) => {
    const h = historyRef.current;
    const merged = mergeOntoLatest(h, storedRef.current, withDraft(h.present), files, choices);
    setHistory(merged.history);
    onMerged();
    for (const file of files) storeSaved(queryClient, file.latest);
    closeEditor();
    return merged;
  };

  /** PATCH per changed file; a file saved elsewhere meanwhile is merged and saved again (a few times at most). */
  const persist = async ({ working: pending, docs, rows }: LogToSave, attempt: number): Promise<void> => {
    setSaving(true);
    const baseOf = (scanId: string) => docs.find((d) => d.scanId === scanId)?.data;
    const result = await saveLogChanges(queryClient, pending, baseOf);
    const { failedIds, staleIds: refused } = result;
    setSaving(false);
    // What was typed into the open editor now lives in the working copy (or is saved): the editor can close.
    setHistory(historyAfterSave(pending, rows, result));
    closeEditor();
    if (refused.length > 0 && attempt < MERGE_ATTEMPTS) {
      await mergeLatest(refused, true, attempt + 1);
    } else {
      noticeSaved(failedIds.length > 0);
    }
  };

  const finishMerge = async (
    { files, thenSave }: PendingMerge,
    choices: ReadonlyMap<string, ConflictChoice>,
    attempt: number,
  ) => {
    const merged = applyMerge(files, choices);
    if (thenSave && Object.keys(merged.working).length > 0) {
      await persist(merged, attempt);
    } else if (Object.keys(merged.working).length > 0) {
      noticeMerged();
    }
  };

  /**
   * Loads the latest version of `scanIds` and rebases this window's edits onto it: without conflicts at once (and
   * saved when `thenSave`), else once the user has chosen (pendingMerge). Nothing changes here if it cannot load.
   */
  const mergeLatest = async (scanIds: readonly string[], thenSave: boolean, attempt = 1): Promise<void> => {
    setSaving(true);
    const files = await loadLatestVersions(scanIds).catch(() => null);
    setSaving(false);
    if (!files) {
      noticeMergeFailed();
      return;
    }
    findConflicts(files, withDraft(historyRef.current.present), storedRef.current);
    if (files.some((f) => f.conflicts.length > 0)) setPendingMerge({ files, thenSave });
    else await finishMerge({ files, thenSave }, new Map(), attempt);
  };

  const save = async () => {
    const pending = withDraft(history.present);
    if (Object.keys(pending).length === 0) return;
    const problem = firstValidationMessage(currentLog(stored, entries, pending));
    if (problem) {
      noticeInvalid(problem);
      return;
    }
    await persist({ working: pending, docs: stored, rows: entries }, 1);
  };
  /** The notice's action: the files saved elsewhere are merged now (not saved yet). */
  const mergeNow = () => mergeLatest([...staleIds], false);
  /** The user's choice for each conflict (keyed by conflictKey): the merge goes on, and is saved if it was a save. */
  const resolveMerge = (choices: ReadonlyMap<string, ConflictChoice>) => {
    const merge = pendingMerge;
    setPendingMerge(null);
    if (merge) void finishMerge(merge, choices, 1);
  };
  /** Closing the choice without choosing: nothing changes, the notice stays. */
  const cancelMerge = () => setPendingMerge(null);

  return { saving, staleIds, pendingMerge, save, mergeNow, resolveMerge, cancelMerge };
}
