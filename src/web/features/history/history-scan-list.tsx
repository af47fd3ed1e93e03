// The history's month cards as one window-virtualised list: only rows near the viewport are mounted, and the next
// page is asked for when the last loaded rows come into view.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { cn } from "@/lib/cn";
import { Spinner } from "@/components/ui/spinner";
import type { HistoryRow } from "./history-list";
import { HistoryScanRow } from "./history-scan-row";

/** Rows from the end at which the next page is fetched. */
const PREFETCH_ROWS = 15;

function RowFrame({ row, children }: { row: HistoryRow; children: ReactNode }) {
  const first = row.kind === "month";
  const last = row.kind === "scan" && row.last;
  return (
    <div className={cn(last && "pb-6")}>
      <div
        className={cn(
          "border-x bg-card px-6 text-card-foreground",
          first ? "rounded-t-xl border-t pt-6 pb-2" : "border-t border-t-border/60",
          last && "rounded-b-xl border-b shadow-sm",
        )}
      >
        {children}
      </div>
    </div>
  );
}

export type HistoryScanListProps = {
  rows: HistoryRow[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
};

export function HistoryScanList({ rows, hasNextPage, isFetchingNextPage, fetchNextPage }: HistoryScanListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const margin = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setScrollMargin((current) => (Math.abs(margin - current) > 1 ? margin : current));
  }, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === "month" ? 56 : 96),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 6,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, fetchNextPage]);

  return (
    <div>
      <div
        ref={listRef}
        role="list"
        aria-label="Scans"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              role="listitem"
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              <RowFrame row={row}>
                {row.kind === "month" ? (
                  <h2 className="leading-none font-semibold">{row.label}</h2>
                ) : (
                  <HistoryScanRow scan={row.scan} />
                )}
              </RowFrame>
            </div>
          );
        })}
      </div>
      {isFetchingNextPage && (
        <div className="flex justify-center py-4">
          <Spinner label="Loading more scans" />
        </div>
      )}
    </div>
  );
}
