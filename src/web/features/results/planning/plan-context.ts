// Each row's schedule (submit-by date, due and long-lead flags) from the page's planning defaults and today's date;
// the results page provides it, and rows and filters read it.
import { createContext, useContext } from "react";
import type { PlanningSettings } from "../../../../contract/planning-settings";
import type { Submittal } from "../../../../contract/submittal";
import { submittalPlan, type SubmittalPlan } from "../../../../contract/submittal-plan";

export type PlanOf = (submittal: Submittal) => SubmittalPlan;

export function planOf(settings: PlanningSettings, today: string): PlanOf {
  return (submittal) => submittalPlan(submittal, settings, today);
}

export const PlanContext = createContext<PlanOf | null>(null);

export const usePlanOf = (): PlanOf | null => useContext(PlanContext);
