// The log of the results page as it stands, and what each row shows beside its item: the file it comes from, its
// place in that file's saved register, and where the source viewer finds it.
import { useCallback, useMemo } from "react";
import type { ScanDetail } from "../../../../contract/scans";
import type { LogDocument } from "./combined-log";
import { currentLog, type LogState } from "./log-history";

export function useLogRows(scans: readonly ScanDetail[], stored: readonly LogDocument[], present: LogState) {
  const { working, entries } = present;
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
  /** Where row `index` comes from (file, scan, page count), for the source viewer. */
  const sourceOf = useCallback(
    (index: number) => {
      const entry = entries[index];
      const doc = entry && stored.find((d) => d.scanId === entry.scanId);
      return entry && doc ? { scanId: entry.scanId, fileName: entry.fileName, pageCount: doc.data.pageCount } : null;
    },
    [entries, stored],
  );
  return { data, fileNames, savedPlaces, sourceOf };
}
