// Each exported item's schedule as the export writes it (Procore's columns P and R–U, decision 0280) and as the sends
// to Procore and Autodesk Build carry it (decision 0303): one computation, so the file and the services agree.
import type { PlanningSettings } from "../contract/planning-settings";
import type { Submittal } from "../contract/submittal";
import { addDays, submitByDate, withPlanDurations } from "../contract/submittal-plan";

/** ISO dates (YYYY-MM-DD) and calendar days; a field the item does not have is absent. */
export type ItemSchedule = {
  requiredOnSiteDate?: string;
  leadTime?: number;
  designTeamReviewTime?: number;
  internalReviewTime?: number;
  /** Required on site − lead time − design-team review − internal review: all four known. */
  submitBy?: string;
  /** Required on site − lead time: when the approved submittal must be back for the lead time to fit. */
  approveBy?: string;
};

/**
 * The items as the export writes them: an item with a required-on-site date gets the account's durations (its type's,
 * else "any type") where it has none of its own; one nobody planned is written as it is. No planning settings (the
 * scan command has no account): every item as it is.
 */
export function withPlanning(submittals: readonly Submittal[], planning: PlanningSettings | undefined): Submittal[] {
  if (!planning) return [...submittals];
  return submittals.map((s) => (s.requiredOnSiteDate ? withPlanDurations(s, planning) : s));
}

/** An item's schedule from its own fields (after `withPlanning`): the dates only when they can be worked out. */
export function itemSchedule(submittal: Submittal): ItemSchedule {
  const { requiredOnSiteDate, leadTime, designTeamReviewTime, internalReviewTime } = submittal;
  const schedule: ItemSchedule = {
    ...(requiredOnSiteDate !== undefined && { requiredOnSiteDate }),
    ...(leadTime !== undefined && { leadTime }),
    ...(designTeamReviewTime !== undefined && { designTeamReviewTime }),
    ...(internalReviewTime !== undefined && { internalReviewTime }),
  };
  if (requiredOnSiteDate === undefined || leadTime === undefined) return schedule;
  schedule.approveBy = addDays(requiredOnSiteDate, -leadTime);
  if (designTeamReviewTime !== undefined && internalReviewTime !== undefined) {
    schedule.submitBy = submitByDate(requiredOnSiteDate, { leadTime, designTeamReviewTime, internalReviewTime });
  }
  return schedule;
}
