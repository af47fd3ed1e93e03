// An item's schedule in the fields of the ACC Submittals API (decision 0303): dates as YYYY-MM-DD, lead time in days.
// Autodesk has no review-time fields: the two review times are in the required date (when the responsible contractor
// must submit), the lead time in the required approval date.
import type { ItemSchedule } from "../export/item-schedule";

/** Null clears a field this app set before (decision 0309, a PATCH only); an absent one is left as Autodesk has it. */
export type AutodeskScheduleFields = {
  /** When the materials are to be on the site. */
  requiredOnJobDate?: string | null;
  /** Days from the submittal's approval to delivery on site. */
  leadTime?: number | null;
  /** When the responsible contractor must submit to the submittal manager: our submit-by date. */
  requiredDate?: string | null;
  /** When the approval is required: required on site − lead time. */
  requiredApprovalDate?: string | null;
};

export const AUTODESK_SCHEDULE_FIELDS = [
  "requiredOnJobDate",
  "leadTime",
  "requiredDate",
  "requiredApprovalDate",
] as const satisfies readonly (keyof AutodeskScheduleFields)[];

/** The fields the item has; none for an item nobody planned. */
export function autodeskScheduleFields(schedule: ItemSchedule): AutodeskScheduleFields {
  return {
    ...(schedule.requiredOnSiteDate !== undefined && { requiredOnJobDate: schedule.requiredOnSiteDate }),
    ...(schedule.leadTime !== undefined && { leadTime: schedule.leadTime }),
    ...(schedule.submitBy !== undefined && { requiredDate: schedule.submitBy }),
    ...(schedule.approveBy !== undefined && { requiredApprovalDate: schedule.approveBy }),
  };
}

/** The item's fields without the schedule fields `users/me` does not list for a create (null: it lists none). */
export function permittedScheduleFields<T extends AutodeskScheduleFields>(
  fields: T,
  permitted: readonly string[] | null,
): { fields: T; dropped: string[] } {
  if (permitted === null) return { fields, dropped: [] };
  const dropped = AUTODESK_SCHEDULE_FIELDS.filter((f) => f in fields && !permitted.includes(f));
  return { fields: withoutScheduleFields(fields, dropped), dropped };
}

export function withoutScheduleFields<T extends AutodeskScheduleFields>(fields: T, names: readonly string[]): T {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !names.includes(key))) as T;
}

export const scheduleFieldsIn = (fields: object) => AUTODESK_SCHEDULE_FIELDS.filter((f) => f in fields);
