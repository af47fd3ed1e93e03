// The item editor's optional Procore columns; an empty duration stands for the type's default, shown as placeholder.
import { TextField } from "@/components/text-field";
import type { SubmittalEditFormControl } from "./use-edit-form-draft";
import type { TypeDefaults } from "./use-type-defaults";

const DAYS_INPUT = { type: "number", inputMode: "numeric", min: 0, max: 3650, step: 1 } as const;

export function ProcoreColumnsFields({
  control,
  defaults,
}: {
  control: SubmittalEditFormControl;
  defaults: TypeDefaults;
}) {
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-muted-foreground">Procore columns (optional)</legend>
      <TextField
        control={control}
        name="responsibleContractor"
        label="Responsible Contractor"
        autoComplete="organization"
      />
      <TextField control={control} name="location" label="Location" placeholder="Level 2" />
      <TextField control={control} name="requiredOnSiteDate" label="Required On-Site Date" type="date" />
      <TextField
        control={control}
        name="leadTime"
        label="Lead Time (days)"
        placeholder={`${defaults.leadTime} (type default)`}
        {...DAYS_INPUT}
      />
      <TextField
        control={control}
        name="designTeamReviewTime"
        label="Design Team Review Time (days)"
        placeholder={`${defaults.designTeamReviewTime} (type default)`}
        {...DAYS_INPUT}
      />
      <TextField
        control={control}
        name="internalReviewTime"
        label="Internal Review Time (days)"
        placeholder={`${defaults.internalReviewTime} (type default)`}
        {...DAYS_INPUT}
      />
    </fieldset>
  );
}
