// The fields the item editor changes, and how typed-in values are laid onto the item they belong to. The optional
// export columns (Responsible Contractor Name, Lead Time, Design Team and Internal Review Time, Required On-Site Date,
// Location) are typed as text; an empty field leaves the column unset (a duration then comes from the type's default).
import { z } from "zod";
import { submittalSchema, type Submittal } from "../../../../contract/submittal";

const MAX_LEAD_TIME_DAYS = 3650;

const daysField = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, `${name} is a whole number of days`)
    .refine((v) => v === "" || Number(v) <= MAX_LEAD_TIME_DAYS, `${name} is at most ${MAX_LEAD_TIME_DAYS} days`);

export const submittalEditsSchema = submittalSchema
  .pick({ division: true, section: true, description: true, submittalType: true, specifications: true })
  .extend({
    responsibleContractor: z.string().trim().max(255),
    leadTime: daysField("Lead time"),
    designTeamReviewTime: daysField("Design team review time"),
    internalReviewTime: daysField("Internal review time"),
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
  "designTeamReviewTime",
  "internalReviewTime",
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
    designTeamReviewTime: submittal.designTeamReviewTime === undefined ? "" : String(submittal.designTeamReviewTime),
    internalReviewTime: submittal.internalReviewTime === undefined ? "" : String(submittal.internalReviewTime),
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
  const { responsibleContractor, leadTime, designTeamReviewTime, internalReviewTime, requiredOnSiteDate, location } =
    edits;
  const { division, section, description, submittalType, specifications } = edits;
  const next: Submittal = { ...submittal, division, section, description, submittalType, specifications };
  delete next.responsibleContractor;
  delete next.leadTime;
  delete next.designTeamReviewTime;
  delete next.internalReviewTime;
  delete next.requiredOnSiteDate;
  delete next.location;
  return {
    ...next,
    ...(responsibleContractor && { responsibleContractor }),
    ...(leadTime !== "" && { leadTime: Number(leadTime) }),
    ...(designTeamReviewTime !== "" && { designTeamReviewTime: Number(designTeamReviewTime) }),
    ...(internalReviewTime !== "" && { internalReviewTime: Number(internalReviewTime) }),
    ...(requiredOnSiteDate && { requiredOnSiteDate }),
    ...(location && { location }),
  };
}
