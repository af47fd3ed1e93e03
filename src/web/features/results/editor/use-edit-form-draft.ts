// The item editor's form over one item's fields, and what is typed into it kept as a draft: restored when the editor
// opens again on the same item (a virtualized row remounts when scrolled back), reported while it differs from the
// item, null once it matches it again.
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Submittal } from "../../../../contract/submittal";
import { editsFromForm, editsOf, sameEdits, submittalEditsSchema, type SubmittalEdits } from "./submittal-edits";

/** The form, filled with the item's fields as they were when the editor opened (`original`). */
export function useEditForm(submittal: Submittal) {
  const [original] = useState(() => editsOf(submittal));
  const form = useForm({ resolver: zodResolver(submittalEditsSchema), defaultValues: original });
  return { form, original };
}

export type EditForm = ReturnType<typeof useEditForm>["form"];
/** The item editor's form control, for its fields. */
export type SubmittalEditFormControl = EditForm["control"];

export type DraftOptions = {
  index: number;
  onDraftChange: (index: number, edits: SubmittalEdits | null) => void;
  getDraft: (index: number) => SubmittalEdits | null;
};

/** Lays the draft kept for item `index` into the form, and reports every change to it. */
export function useEditFormDraft(form: EditForm, original: SubmittalEdits, options: DraftOptions) {
  const { index, onDraftChange, getDraft } = options;
  useEffect(() => {
    const kept = getDraft(index);
    if (kept) {
      for (const [name, value] of Object.entries(kept) as [keyof SubmittalEdits, string][]) {
        form.setValue(name, value, { shouldDirty: true });
      }
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const edits = editsFromForm(values);
        onDraftChange(index, sameEdits(edits, original) ? null : edits);
      },
    });
  }, [form, index, original, getDraft, onDraftChange]);
}
