// The planning defaults of the results page and the plan they give each item, counted from today as the reviewer's
// calendar has it, read once per visit: a page left open overnight plans from yesterday.
import { useMemo, useState } from "react";
import { localToday } from "../../../../contract/submittal-plan";
import { planOf } from "./plan-context";
import { usePlanningSettings } from "./use-planning-settings";

export function usePlans() {
  const planning = usePlanningSettings();
  const [today] = useState(localToday);
  const plans = useMemo(() => planOf(planning.settings, today), [planning.settings, today]);
  return { planning, plans };
}
