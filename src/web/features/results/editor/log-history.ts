// The edit history of the results page as plain data (no React): a state of the log is the working copy of each file
// changed so far and the order of its rows; the history keeps up to UNDO_DEPTH states before and after the present.
// States made before a merge carry the rebases that move them onto the files' latest versions when undo or redo
// reaches them (settle). Also the changes every edit is made of: one file's working copy changed, made from its
// stored result on the file's first change, and the log as it stands.
import type { ScanDetail } from "../../../../contract/scans";
import type { ExtractedData } from "../../../../contract/submittal";
import { combineLog, orderLogEntries, type LogDocument, type LogEntry } from "./combined-log";
import { rebaseEdits, resolveRebase, type ConflictChoice } from "../conflicts/rebase-edits";
import { applyEdits, type SubmittalEdits } from "./submittal-edits";
import { createWorkingCopy, replaceSubmittal } from "./working-copy";

export const EMPTY: ExtractedData = { submittals: [] };
/** Working copies by scan id, for the files changed so far. */
export type WorkingCopies = Readonly<Record<string, ExtractedData>>;
export type Draft = { index: number; edits: SubmittalEdits };
/** A file's move onto the version saved elsewhere, still to be laid over a state of the undo history made before it. */
export type PendingRebase = {
  scanId: string;
  from: ExtractedData;
  onto: ExtractedData;
  choices: ReadonlyMap<string, ConflictChoice>;
};
/**
 * One state of the log: the working copies and the order of its rows (which adding and deleting change); `rebases`,
 * on a state of the history made before a merge, says which files it must first be moved onto their latest versions.
 */
export type LogState = { working: WorkingCopies; entries: readonly LogEntry[]; rebases?: readonly PendingRebase[] };
export type EditHistory = { past: readonly LogState[]; present: LogState; future: readonly LogState[] };
const UNDO_DEPTH = 200;
export function freshHistory(present: LogState): EditHistory {
  return { past: [], present, future: [] };
}

/** A file's working copy moved onto the version saved elsewhere, each conflict settled by the choice made for it. */
export function rebaseFile(rebase: PendingRebase, mine: ExtractedData): ExtractedData {
  return resolveRebase(rebaseEdits(rebase.from, mine, rebase.onto), (c) => rebase.choices.get(c.id) ?? "mine");
}

/** A state of the history as it stands over the files' latest versions (undo or redo reaching it after a merge). */
export function settle(state: LogState, stored: readonly LogDocument[]): LogState {
  if (!state.rebases) return state;
  const working = { ...state.working };
  for (const rebase of state.rebases) {
    const own = working[rebase.scanId];
    if (own) working[rebase.scanId] = rebaseFile(rebase, own);
  }
  return { working, entries: reorder(stored, working) };
}

export const withRebases = (state: LogState, rebases: readonly PendingRebase[]): LogState => ({
  ...state,
  rebases: [...(state.rebases ?? []), ...rebases],
});

/** Adds `next` as the new present state, unless nothing changed. */
export function record(history: EditHistory, next: LogState): EditHistory {
  if (next.working === history.present.working && next.entries === history.present.entries) return history;
  return { past: [...history.past.slice(-UNDO_DEPTH + 1), history.present], present: next, future: [] };
}

/** Rows `indices` by the file they live in, as positions in that file. */
export function byFile(entries: readonly LogEntry[], indices: readonly number[]): Map<string, number[]> {
  const files = new Map<string, number[]>();
  for (const index of indices) {
    const entry = entries[index];
    if (entry) files.set(entry.scanId, [...(files.get(entry.scanId) ?? []), entry.local]);
  }
  return files;
}

/** The rows of the log as the working copies stand (after an item was added, deleted or split). */
export function reorder(stored: readonly LogDocument[], working: WorkingCopies): LogEntry[] {
  return orderLogEntries(stored.map((d) => ({ ...d, data: working[d.scanId] ?? d.data })));
}

export function logBase(scans: readonly ScanDetail[]) {
  const stored: LogDocument[] = scans.map((s) => ({
    scanId: s.id,
    fileName: s.fileName,
    data: s.extractedData ?? EMPTY,
  }));
  return { scans, stored, entries: orderLogEntries(stored) };
}

export function withEdits(
  working: WorkingCopies,
  stored: readonly LogDocument[],
  entry: LogEntry,
  edits: SubmittalEdits,
) {
  const data = working[entry.scanId] ?? stored.find((d) => d.scanId === entry.scanId)?.data ?? EMPTY;
  const current = data.submittals[entry.local];
  if (!current) return working;
  return { ...working, [entry.scanId]: replaceSubmittal(data, entry.local, applyEdits(current, edits)) };
}

/** The working copies with what is typed into the open editor (`draft`) laid in, as Save and a merge take them. */
export function workingWithDraft(state: LogState, draft: Draft | null, stored: readonly LogDocument[]): WorkingCopies {
  const entry = draft ? state.entries[draft.index] : undefined;
  return draft && entry ? withEdits(state.working, stored, entry, draft.edits) : state.working;
}

/**
 * The history after a save of `pending` over rows `rows`: undo stops at a save, and what failed to save stays
 * unsaved; when nothing was saved it still reaches every change.
 */
export function historyAfterSave(
  pending: WorkingCopies,
  rows: readonly LogEntry[],
  { savedIds, failedIds }: { savedIds: readonly string[]; failedIds: readonly string[] },
): EditHistory | ((h: EditHistory) => EditHistory) {
  const unsaved = Object.fromEntries(Object.entries(pending).filter(([scanId]) => failedIds.includes(scanId)));
  if (savedIds.length > 0) return freshHistory({ working: unsaved, entries: rows });
  return (h) => record(h, { ...h.present, working: pending });
}

/** Applies one change to a file's working copy, made from its stored result on the file's first change. */
export function changeFile(
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
export function currentLog(stored: readonly LogDocument[], entries: readonly LogEntry[], working: WorkingCopies) {
  return combineLog(
    stored.map((d) => ({ ...d, data: working[d.scanId] ?? d.data })),
    entries,
  );
}
