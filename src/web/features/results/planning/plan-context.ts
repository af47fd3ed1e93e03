// Each row's schedule (submit-by date, due and long-lead flags) from the page's planning defaults and today's date;
// the results page provides it, and rows and filters read it.
import { createContext, useContext } from "react";
import type { PlanningSettings } from "../../../../contract/planning-settings";
import type { Submittal } from "../../../../contract/submittal";
import { submittalPlan, type SubmittalPlan } from "../../../../contract/submittal-plan";

export type PlanOf = (submittal: Submittal) => SubmittalPlan;

/**
 * Plans items with these settings on this day, each item once: the working copy replaces an item's object when it
 * changes, so an unchanged item's plan is kept for the filter, the count and its row alike.
 */
export function planOf(settings: PlanningSettings, today: string): PlanOf {
  const plans = new WeakMap<Submittal, SubmittalPlan>();
  return (submittal) => {
    let plan = plans.get(submittal);
    if (!plan) {
      plan = submittalPlan(submittal, settings, today);
      plans.set(submittal, plan);
    }
    return plan;
  };
}

export const PlanContext = createContext<PlanOf | null>(null);

export const usePlanOf = (): PlanOf | null => useContext(PlanContext);
