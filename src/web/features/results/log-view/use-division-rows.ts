// The rows of the division list: the log grouped into cards by the view (search, filters, grouping, each item's
// plan), with the cards the user collapsed shown as their header only.
import { useCallback, useMemo, useState } from "react";
import type { ExtractedData } from "../../../../contract/submittal";
import { usePlanOf } from "../planning/plan-context";
import { buildDivisionRows } from "./division-rows";
import type { LogView } from "./log-view";

export function useDivisionRows(data: ExtractedData, view: LogView) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const planOf = usePlanOf() ?? undefined;
  const rows = useMemo(() => buildDivisionRows(data, collapsed, view, planOf), [data, collapsed, view, planOf]);
  const toggleCollapsed = useCallback((key: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  return { rows, toggleCollapsed };
}
