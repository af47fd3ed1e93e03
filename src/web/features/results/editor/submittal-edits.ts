// The fields the item editor changes, and how typed-in values are laid onto the item they belong to. The four optional
// export columns (Responsible Contractor Name, Lead Time, Required On-Site Date, Location) are typed as text; an empty
// field leaves the column unset.
import { z } from "zod";
import { submittalSchema, type Submittal } from "../../../../contract/submittal";

const MAX_LEAD_TIME_DAYS = 3650;

export const submittalEditsSchema = submittalSchema
  .pick({ division: true, section: true, description: true, submittalType: true, specifications: true })
  .extend({
    responsibleContractor: z.string().trim().max(255),
    leadTime: z
      .string()
      .trim()
      .regex(/^\d*$/, "Lead time is a whole number of days")
      .refine((v) => v === "" || Number(v) <= MAX_LEAD_TIME_DAYS, `Lead time is at most ${MAX_LEAD_TIME_DAYS} days`),
    requiredOnSiteDate: z.union([z.literal(""), z.iso.date("Enter a date")]),
    location: z.string().trim().max(255),
  });
export type SubmittalEdits = z.output<typeof submittalEditsSchema>;

const EDIT_KEYS = [
  "division",
  "section",
  "description",
  "submittalType",
  "specifications",
  "responsibleContractor",
  "leadTime",
  "requiredOnSiteDate",
  "location",
] as const satisfies readonly (keyof SubmittalEdits)[];

export function editsOf(submittal: Submittal): SubmittalEdits {
  const { division, section, description, submittalType, specifications } = submittal;
  return {
    division,
    section,
    description,
    submittalType,
    specifications,
    responsibleContractor: submittal.responsibleContractor ?? "",
    leadTime: submittal.leadTime === undefined ? "" : String(submittal.leadTime),
    requiredOnSiteDate: submittal.requiredOnSiteDate ?? "",
    location: submittal.location ?? "",
  };
}

/** What the form holds right now (react-hook-form reports fields it has not seen as undefined). */
export function editsFromForm(values: Partial<Record<keyof SubmittalEdits, string | undefined>>): SubmittalEdits {
  return Object.fromEntries(EDIT_KEYS.map((key) => [key, values[key] ?? ""])) as SubmittalEdits;
}

export function sameEdits(a: SubmittalEdits, b: SubmittalEdits): boolean {
  return EDIT_KEYS.every((key) => a[key] === b[key]);
}

/** The item with the editor's fields laid on it; an empty optional field removes that column's value. */
export function applyEdits(submittal: Submittal, edits: SubmittalEdits): Submittal {
  const { responsibleContractor, leadTime, requiredOnSiteDate, location, ...required } = edits;
  const next: Submittal = { ...submittal, ...required };
  delete next.responsibleContractor;
  delete next.leadTime;
  delete next.requiredOnSiteDate;
  delete next.location;
  return {
    ...next,
    ...(responsibleContractor && { responsibleContractor }),
    ...(leadTime !== "" && { leadTime: Number(leadTime) }),
    ...(requiredOnSiteDate && { requiredOnSiteDate }),
    ...(location && { location }),
  };
}
