// An item's schedule in the fields of Procore's Submittals API (decision 0303): dates as YYYY-MM-DD, durations in
// days. Procore lets only some projects and users set them (schedule calculations on, or Submittals admin rights), so a
// 422 that names nothing but these fields is answered by sending the item without them.
import type { ItemSchedule } from "../export/item-schedule";

/** Null clears a field this app set before (decision 0309); an absent one is left as Procore has it. */
export type ProcoreScheduleFields = {
  required_on_site_date?: string | null;
  lead_time?: number | null;
  design_team_review_time?: number | null;
  internal_review_time?: number | null;
  submit_by?: string | null;
};

export const PROCORE_SCHEDULE_FIELDS = [
  "required_on_site_date",
  "lead_time",
  "design_team_review_time",
  "internal_review_time",
  "submit_by",
] as const satisfies readonly (keyof ProcoreScheduleFields)[];

/** The fields the item has; none for an item nobody planned. */
export function procoreScheduleFields(schedule: ItemSchedule): ProcoreScheduleFields {
  return {
    ...(schedule.requiredOnSiteDate !== undefined && { required_on_site_date: schedule.requiredOnSiteDate }),
    ...(schedule.leadTime !== undefined && { lead_time: schedule.leadTime }),
    ...(schedule.designTeamReviewTime !== undefined && { design_team_review_time: schedule.designTeamReviewTime }),
    ...(schedule.internalReviewTime !== undefined && { internal_review_time: schedule.internalReviewTime }),
    ...(schedule.submitBy !== undefined && { submit_by: schedule.submitBy }),
  };
}

const isScheduleField = (name: string) => (PROCORE_SCHEDULE_FIELDS as readonly string[]).includes(name);

/**
 * The schedule fields a 422 body (`{errors: {field: [..]}}`) refuses, when it refuses only schedule fields the item
 * sent; null when it names anything else (or nothing), so the item's refusal is reported as it is.
 */
export function refusedScheduleFields(body: unknown, sent: object): string[] | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return null;
  const named = Object.keys(errors);
  if (named.length === 0 || !named.every((f) => isScheduleField(f) && f in sent)) return null;
  return named;
}

export function withoutFields<T extends object>(fields: T, names: readonly string[]): T {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !names.includes(key))) as T;
}
