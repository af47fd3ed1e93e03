// A merge with what another window saved, as plain data: the latest version of each file saved elsewhere, the
// conflicts this window's unsaved edits leave over it, and the log moved onto those versions (the working copies
// rebased, each conflict settled by the choice made for it; the undo history's states marked to be moved the same
// way when undo or redo reaches them).
import { scanDetailSchema, type ScanDetail } from "../../../../contract/scans";
import type { ExtractedData } from "../../../../contract/submittal";
import { api } from "@/config/paths";
import { apiJson } from "@/lib/api-client";
import type { LogDocument } from "./combined-log";
import { rebaseEdits, type ConflictChoice, type EditConflict } from "../conflicts/rebase-edits";
import {
  EMPTY,
  rebaseFile,
  reorder,
  withRebases,
  type EditHistory,
  type PendingRebase,
  type WorkingCopies,
} from "./log-history";

/** A file saved elsewhere: its latest version, and the conflicts its rebase leaves (none for a file not edited here). */
export type FileMerge = { scanId: string; fileName: string; latest: ScanDetail; conflicts: readonly EditConflict[] };
/** How a choice for one conflict of one file is named. */
export const conflictKey = (scanId: string, conflict: EditConflict) => `${scanId}/${conflict.id}`;

/** The latest version of each of `scanIds`, with its conflicts still to be found; throws when one cannot load. */
export function loadLatestVersions(scanIds: readonly string[]): Promise<FileMerge[]> {
  return Promise.all(
    scanIds.map(async (scanId) => {
      const latest = await apiJson(scanDetailSchema, "GET", api.scan(scanId));
      return { scanId, fileName: latest.fileName, latest, conflicts: [] };
    }),
  );
}

/** Each file's conflicts between the edits made here (`working`, over `stored`) and its latest version. */
export function findConflicts(files: FileMerge[], working: WorkingCopies, stored: readonly LogDocument[]): void {
  for (const file of files) {
    const from = stored.find((d) => d.scanId === file.scanId)?.data;
    const mine = working[file.scanId];
    if (from && mine) file.conflicts = rebaseEdits(from, mine, file.latest.extractedData ?? EMPTY).conflicts;
  }
}

/**
 * The working copies (`working`, the present with the open editor's draft) moved onto the latest versions of
 * `files`, the stored files those versions make, the rows over them, and the history with its other states marked
 * for the same move.
 */
export function mergeOntoLatest(
  history: EditHistory,
  before: readonly LogDocument[],
  working: WorkingCopies,
  files: readonly FileMerge[],
  choices: ReadonlyMap<string, ConflictChoice>,
) {
  const merged: Record<string, ExtractedData> = { ...working };
  const rebases: PendingRebase[] = [];
  for (const file of files) {
    const from = before.find((d) => d.scanId === file.scanId)?.data;
    if (!from) continue;
    const own = new Map([...choices].filter(([key]) => key.startsWith(`${file.scanId}/`)));
    const fileChoices = new Map([...own].map(([key, choice]) => [key.slice(file.scanId.length + 1), choice]));
    const rebase = { scanId: file.scanId, from, onto: file.latest.extractedData ?? EMPTY, choices: fileChoices };
    rebases.push(rebase);
    const mine = merged[file.scanId];
    if (mine) merged[file.scanId] = rebaseFile(rebase, mine);
  }
  const latestOf = new Map(files.map((f) => [f.scanId, f.latest.extractedData ?? EMPTY]));
  const docs = before.map((d) => ({ ...d, data: latestOf.get(d.scanId) ?? d.data }));
  const rows = reorder(docs, merged);
  const next: EditHistory = {
    past: history.past.map((state) => withRebases(state, rebases)),
    present: { working: merged, entries: rows },
    future: history.future.map((state) => withRebases(state, rebases)),
  };
  return { history: next, working: merged, docs, rows };
}
