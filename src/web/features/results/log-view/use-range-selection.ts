// Choosing items in the division list's selection column: a click toggles one item and makes it the anchor;
// shift-click selects the range from the anchor in the order rows are shown. The handler reads the rows of the last
// render, so it keeps its identity and memoized rows are not re-rendered for it.
import { useCallback, useLayoutEffect, useRef } from "react";
import type { DivisionRow } from "./division-rows";

export function useRangeSelection(
  rows: readonly DivisionRow[],
  onToggleSelected: (index: number) => void,
  onSelectMany: (indices: readonly number[]) => void,
) {
  const shownRows = useRef(rows);
  useLayoutEffect(() => {
    shownRows.current = rows;
  }, [rows]);
  const anchor = useRef<number | null>(null);
  return useCallback(
    (index: number, extend: boolean) => {
      const order = shownRows.current.flatMap((r) => (r.kind === "item" ? [r.entry.index] : []));
      const from = anchor.current === null ? -1 : order.indexOf(anchor.current);
      const to = order.indexOf(index);
      if (extend && from >= 0 && to >= 0) {
        onSelectMany(order.slice(Math.min(from, to), Math.max(from, to) + 1));
        return;
      }
      anchor.current = index;
      onToggleSelected(index);
    },
    [onSelectMany, onToggleSelected],
  );
}
