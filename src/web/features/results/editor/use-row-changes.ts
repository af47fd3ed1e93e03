// The edits of the results page that add or remove rows: add an item, delete, split, merge. The rows are ordered
// again after each, and any open editor closes (Add item opens its own on the new row).
import { useCallback } from "react";
import type { ExtractedData } from "../../../../contract/submittal";
import { byFile, changeFile, record, reorder } from "./log-history";
import { newItemPlace } from "./new-item-place";
import type { LogHistory } from "./use-log-history";
import type { useOpenItem } from "./use-open-item";
import { insertSubmittals, mergeSubmittals, removeSubmittal, splitSubmittal } from "./working-copy";

type OpenItem = ReturnType<typeof useOpenItem>;

export function useRowChanges(
  { stored, history, setHistory }: Pick<LogHistory, "stored" | "history" | "setHistory">,
  { openEditor, closeEditor }: Pick<OpenItem, "openEditor" | "closeEditor">,
) {
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
    [closeEditor, setHistory, stored],
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
      const place = newItemPlace(docs, division);
      if (!place) return;
      const { scanId, at, item } = place;
      const working = changeFile(h.present.working, stored, scanId, (d) => insertSubmittals(d, at, [item]));
      const nextEntries = reorder(stored, working);
      const next = { working, entries: nextEntries };
      const index = nextEntries.findIndex((e) => e.scanId === scanId && e.local === at);
      setHistory(record(h, next));
      openEditor(index, next);
    },
    [history, openEditor, setHistory, stored],
  );
  return { mergeItems, deleteItem, splitItem, addItem };
}
