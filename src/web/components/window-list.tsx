// Long lists drawn as cards of rows (a heading row, then item rows) that only mount the rows near the viewport: the
// window scrolls, the list measures where it starts on the page, and each row is placed by the virtualizer.
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { cn } from "@/lib/cn";

export type WindowList = {
  listRef: React.RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<Window, Element>;
  /** Where the list starts below the top of the page. */
  scrollMargin: number;
};

export function useWindowList<Row extends { key: string }>(
  rows: readonly Row[],
  { estimateSize, overscan }: { estimateSize: (row: Row | undefined) => number; overscan: number },
): WindowList {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Content above the list can change height (an alert appears, a page of rows arrives), so its offset is re-read
  // whenever the rows change: on the first rows at once, later in the next frame, where the browser lays the page out
  // anyway (read during the commit, it forced an extra layout of the page at every include/exclude).
  const measured = useRef(false);
  useLayoutEffect(() => {
    const measure = () => {
      const margin = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(margin - current) > 1 ? margin : current));
    };
    if (!measured.current) {
      measured.current = true;
      measure();
      return;
    }
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => estimateSize(rows[i]),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan,
    scrollMargin,
  });
  return { listRef, virtualizer, scrollMargin };
}

/** The mounted rows, each placed at its offset; `role`/`itemRole` make it a list for assistive technology. */
export function WindowListRows<Row>({
  list,
  rows,
  renderRow,
  role,
  itemRole,
  label,
}: {
  list: WindowList;
  rows: readonly Row[];
  /** `index`: the row's place in `rows`. */
  renderRow: (row: Row, index: number) => ReactNode;
  role?: "list";
  itemRole?: "listitem";
  label?: string;
}) {
  const { listRef, virtualizer, scrollMargin } = list;
  return (
    <div
      ref={listRef}
      role={role}
      aria-label={label}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            role={itemRole}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {renderRow(row, item.index)}
          </div>
        );
      })}
    </div>
  );
}

/** One row of a card drawn row by row: the first row has the card's top edge, the last its bottom edge and the gap. */
export function CardRow({
  first,
  last,
  gapBelow,
  className,
  children,
}: {
  first: boolean;
  last: boolean;
  /** Space under the card's last row (before the next card). */
  gapBelow: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(last && gapBelow)}>
      <div
        className={cn(
          "border-x bg-card text-card-foreground",
          first ? "rounded-t-xl border-t" : "border-t border-t-border/60",
          last && "rounded-b-xl border-b shadow-sm",
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
