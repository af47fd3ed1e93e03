// The selection column's choice (items picked for a bulk action), by row. Rows move when items are added or removed,
// so the choice is dropped then.
import { useCallback, useState } from "react";

export function useRowSelection(rowCount: number) {
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [selectionFor, setSelectionFor] = useState(rowCount);
  if (selectionFor !== rowCount) {
    setSelectionFor(rowCount);
    setSelection(new Set());
  }
  const toggleSelected = useCallback((index: number) => {
    setSelection((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }, []);
  const selectMany = useCallback((indices: readonly number[]) => {
    setSelection((current) => new Set([...current, ...indices]));
  }, []);
  const clearSelection = useCallback(() => setSelection(new Set()), []);
  return { selection, toggleSelected, selectMany, clearSelection };
}
