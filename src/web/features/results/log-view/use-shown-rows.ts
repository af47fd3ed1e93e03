// The search and filters of the results page's list, and how many items they show. Typing stays responsive on a
// long book: the list follows the search a moment later (listView).
import { useDeferredValue, useMemo, useState } from "react";
import type { ExtractedData } from "../../../../contract/submittal";
import type { PlanOf } from "../planning/plan-context";
import { excludedDivisionSet } from "../editor/working-copy";
import { DEFAULT_VIEW, isFiltered, viewFilter, type LogView } from "./log-view";

export function useShownRows(data: ExtractedData, plans: PlanOf) {
  const [view, setView] = useState<LogView>(DEFAULT_VIEW);
  const listView = useDeferredValue(view);
  const shown = useMemo(() => {
    const keep = viewFilter(listView, excludedDivisionSet(data), plans);
    return data.submittals.reduce((n, s) => (keep(s) ? n + 1 : n), 0);
  }, [data, listView, plans]);
  return { view, setView, listView, shown, filtered: isFiltered(listView) };
}

export type ShownRows = ReturnType<typeof useShownRows>;
