// Applies a comparison's changes to the old register: every accepted change takes the new issue's item, every change
// not accepted keeps the old one. An item both registers hold keeps the reviewer's own fields (included or excluded,
// responsible contractor, lead time, on-site date, location) and takes the new issue's reading and place (ref, page,
// box). Accepting every change of a comparison of two scans gives the new scan, plus the reviewer's own fields.
import type { ItemChange, RegisterComparison } from "../../contract/register-comparison";
import type { ExtractedData, Submittal } from "../../contract/submittal";
import { sortSubmittals } from "../register/sort-submittals";

/** The fields a reviewer sets on an item; the engine never writes them. */
export const REVIEWER_FIELDS = [
  "excluded",
  "responsibleContractor",
  "leadTime",
  "designTeamReviewTime",
  "internalReviewTime",
  "requiredOnSiteDate",
  "location",
] as const satisfies readonly (keyof Submittal)[];

function withReviewerFields(newItem: Submittal, oldItem: Submittal): Submittal {
  const merged: Submittal = { ...newItem };
  for (const field of REVIEWER_FIELDS) {
    if (oldItem[field] !== undefined) Object.assign(merged, { [field]: oldItem[field] });
  }
  return merged;
}

export function acceptChanges(
  oldRegister: ExtractedData,
  newRegister: ExtractedData,
  comparison: RegisterComparison,
  accepted: (change: ItemChange, index: number) => boolean = () => true,
): ExtractedData {
  const items: Submittal[] = [];
  comparison.items.forEach((change, index) => {
    const oldItem = change.old && oldRegister.submittals[change.old.index];
    const newItem = change.new && newRegister.submittals[change.new.index];
    if (change.kind === "unchanged") items.push(withReviewerFields(newItem!, oldItem!));
    else if (!accepted(change, index)) {
      if (oldItem) items.push(oldItem);
    } else if (newItem) items.push(oldItem ? withReviewerFields(newItem, oldItem) : newItem);
  });
  return {
    ...newRegister,
    ...(oldRegister.excludedDivisions && { excludedDivisions: oldRegister.excludedDivisions }),
    submittals: sortSubmittals(items),
  };
}
