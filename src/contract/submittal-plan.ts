// Each item's schedule (issue 33, "Plan the log"): its durations (its own, else its type's planning default), its
// submit-by date (required on site − lead time − design-team review − internal review, in calendar days as Procore
// counts them) and the flags the review list shows. Dates are ISO calendar dates (YYYY-MM-DD), free of time zones.
import type { PlanDurations, PlanningSettings } from "./planning-settings";
import type { Submittal } from "./submittal";

/** Within this many days of today an unsent submit-by date counts as due soon. */
export const DUE_SOON_DAYS = 14;

export type SubmittalPlan = PlanDurations & {
  requiredOnSiteDate?: string;
  /** Required on site minus the three durations; absent without a required-on-site date. */
  submitBy?: string;
  /** "passed": the submit-by date is before today; "soon": today or within two weeks. */
  due?: "passed" | "soon";
  /** Lead time over the account's threshold, or the spec's own words ("long lead", "long-lead"). */
  longLead: boolean;
};

// Days since 1970-01-01 and back by the proleptic Gregorian calendar's arithmetic (H. Hinnant's days_from_civil and
// civil_from_days), without Date objects: a long log's every row is planned on each change, and this is ~10× faster.
function dayNumber(isoDate: string): number {
  const d = Number(isoDate.slice(8, 10));
  const m = Number(isoDate.slice(5, 7));
  const y = Number(isoDate.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

function isoFromDayNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;
}

/** "2027-03-09" moved by `days` calendar days (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return isoFromDayNumber(dayNumber(isoDate) + days);
}

/** Today's date where the reviewer is (their clock, their time zone), as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const LONG_LEAD_WORDS = /\blong[\s-]*lead\b/i;

/** The spec says so itself: "long lead", "long-lead", "longlead" in the item's words. */
export function saysLongLead(submittal: Submittal): boolean {
  const text = [
    submittal.description,
    submittal.label,
    submittal.specifications,
    submittal.sourceText,
    ...(submittal.items ?? []),
  ];
  return text.some((t) => !!t && LONG_LEAD_WORDS.test(t));
}

/** The item's durations: its own where set, else its type's row, else the account's defaults. */
export function planDurations(submittal: Submittal, settings: PlanningSettings): PlanDurations {
  const base = settings.byType.find((row) => row.type === submittal.submittalType) ?? settings.defaults;
  return {
    leadTime: submittal.leadTime ?? base.leadTime,
    designTeamReviewTime: submittal.designTeamReviewTime ?? base.designTeamReviewTime,
    internalReviewTime: submittal.internalReviewTime ?? base.internalReviewTime,
  };
}

export function submitByDate(requiredOnSiteDate: string, durations: PlanDurations): string {
  const total = durations.leadTime + durations.designTeamReviewTime + durations.internalReviewTime;
  return addDays(requiredOnSiteDate, -total);
}

export function submittalPlan(submittal: Submittal, settings: PlanningSettings, today: string): SubmittalPlan {
  const durations = planDurations(submittal, settings);
  const longLead = durations.leadTime > settings.longLeadDays || saysLongLead(submittal);
  const onSite = submittal.requiredOnSiteDate;
  if (!onSite) return { ...durations, longLead };
  const submitBy = submitByDate(onSite, durations);
  const left = dayNumber(submitBy) - dayNumber(today);
  const due = left < 0 ? "passed" : left <= DUE_SOON_DAYS ? "soon" : undefined;
  return { ...durations, requiredOnSiteDate: onSite, submitBy, longLead, ...(due && { due }) };
}

/** The item with its durations written in (its type's defaults where it has none), as the export sends it. */
export function withPlanDurations(submittal: Submittal, settings: PlanningSettings): Submittal {
  return { ...submittal, ...planDurations(submittal, settings) };
}
