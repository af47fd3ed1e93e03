// The durations an empty Lead Time or review time field of the item editor stands for: the planning defaults of the
// submittal type as typed now.
import { useWatch } from "react-hook-form";
import type { Submittal } from "../../../../contract/submittal";
import { usePlanOf } from "../planning/plan-context";
import type { SubmittalEditFormControl } from "./use-edit-form-draft";

export function useTypeDefaults(control: SubmittalEditFormControl, submittal: Submittal) {
  const typed = useWatch({ control, name: "submittalType" });
  const planOf = usePlanOf();
  return (
    planOf?.({
      ...submittal,
      submittalType: typed ?? submittal.submittalType,
      leadTime: undefined,
      designTeamReviewTime: undefined,
      internalReviewTime: undefined,
    }) ?? { leadTime: 0, designTeamReviewTime: 0, internalReviewTime: 0 }
  );
}

/** The durations by field. */
export type TypeDefaults = ReturnType<typeof useTypeDefaults>;
