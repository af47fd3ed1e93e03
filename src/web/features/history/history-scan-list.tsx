// The history's month cards as one window-virtualised list: only rows near the viewport are mounted, and the next
// page is asked for when the last loaded rows come into view.
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { CardRow, useWindowList, WindowListRows } from "@/components/window-list";
import type { HistoryRow } from "./history-list";
import { HistoryScanRow } from "./history-scan-row";

/** Rows from the end at which the next page is fetched. */
const PREFETCH_ROWS = 15;

function renderRow(row: HistoryRow) {
  const first = row.kind === "month";
  return (
    <CardRow
      first={first}
      last={row.kind === "scan" && row.last}
      gapBelow="pb-6"
      className={first ? "px-6 pt-6 pb-2" : "px-6"}
    >
      {row.kind === "month" ? (
        <h2 className="leading-none font-semibold">{row.label}</h2>
      ) : (
        <HistoryScanRow scan={row.scan} />
      )}
    </CardRow>
  );
}

export type HistoryScanListProps = {
  rows: HistoryRow[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
};

export function HistoryScanList({ rows, hasNextPage, isFetchingNextPage, fetchNextPage }: HistoryScanListProps) {
  const list = useWindowList(rows, { estimateSize: (row) => (row?.kind === "month" ? 56 : 96), overscan: 6 });
  const lastIndex = list.virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, fetchNextPage]);

  return (
    <div>
      <WindowListRows list={list} rows={rows} renderRow={renderRow} role="list" itemRole="listitem" label="Scans" />
      {isFetchingNextPage && (
        <div className="flex justify-center py-4">
          <Spinner label="Loading more scans" />
        </div>
      )}
    </div>
  );
}
