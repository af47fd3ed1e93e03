// The edits of the results page that change items but keep the rows as they are: include/exclude one item, several
// items or a whole division, and set fields on several items at once. Each is one step of the undo history.
import { useCallback } from "react";
import type { ExtractedData } from "../../../../contract/submittal";
import { touchesDivision } from "./combined-log";
import { byFile, changeFile, record } from "./log-history";
import type { LogHistory } from "./use-log-history";
import {
  setDivisionExcluded,
  setSubmittalsExcluded,
  toggleSubmittal,
  updateSubmittals,
  type ItemsPatch,
} from "./working-copy";

export function useItemChanges({
  stored,
  setHistory,
  setWorking,
}: Pick<LogHistory, "stored" | "setHistory" | "setWorking">) {
  const toggleItem = useCallback(
    (index: number) => {
      setHistory((h) => {
        const entry = h.present.entries[index];
        if (!entry) return h;
        const working = changeFile(h.present.working, stored, entry.scanId, (d) => toggleSubmittal(d, entry.local));
        return record(h, { ...h.present, working });
      });
    },
    [setHistory, stored],
  );
  /** Includes or excludes the rows at `indices` (a section's Select All), each in its own file. */
  const setItemsExcluded = useCallback(
    (indices: readonly number[], excluded: boolean) => {
      setHistory((h) => {
        let working = h.present.working;
        for (const [scanId, locals] of byFile(h.present.entries, indices)) {
          working = changeFile(working, stored, scanId, (d) => setSubmittalsExcluded(d, locals, excluded));
        }
        return record(h, { ...h.present, working });
      });
    },
    [setHistory, stored],
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
    [setHistory, stored],
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
    [setHistory, stored],
  );
  const change = useCallback(
    (scanId: string, apply: (data: ExtractedData) => ExtractedData) => {
      setWorking((current) => changeFile(current, stored, scanId, apply));
    },
    [setWorking, stored],
  );
  const setDivision = useCallback(
    (division: string, excluded: boolean) => {
      for (const doc of stored) {
        if (touchesDivision(doc.data, division)) change(doc.scanId, (d) => setDivisionExcluded(d, division, excluded));
      }
    },
    [change, stored],
  );
  return { toggleItem, setItemsExcluded, updateItems, setRequiredOnSiteDates, setDivision };
}
