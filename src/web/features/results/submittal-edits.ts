// The fields the item editor changes, and how typed-in values are laid onto the item they belong to.
import type { z } from "zod";
import { submittalSchema, type Submittal } from "../../../contract/submittal";

export const submittalEditsSchema = submittalSchema.pick({
  division: true,
  section: true,
  description: true,
  submittalType: true,
  specifications: true,
});
export type SubmittalEdits = z.output<typeof submittalEditsSchema>;

export function editsOf(submittal: Submittal): SubmittalEdits {
  const { division, section, description, submittalType, specifications } = submittal;
  return { division, section, description, submittalType, specifications };
}

/** What the form holds right now (react-hook-form reports fields it has not seen as undefined). */
export function editsFromForm(values: Partial<Record<keyof SubmittalEdits, string | undefined>>): SubmittalEdits {
  return {
    division: values.division ?? "",
    section: values.section ?? "",
    description: values.description ?? "",
    submittalType: values.submittalType ?? "",
    specifications: values.specifications ?? "",
  };
}

export function sameEdits(a: SubmittalEdits, b: SubmittalEdits): boolean {
  return (Object.keys(a) as (keyof SubmittalEdits)[]).every((key) => a[key] === b[key]);
}
