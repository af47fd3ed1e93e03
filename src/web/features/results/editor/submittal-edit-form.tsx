// The inline editor of one submittal (product §2): Division and Description required, division in CSI format. 'Done
// Editing' applies the fields to the working copy (still unsaved); Cancel (or Esc) leaves the item as it was. What is typed is
// reported as a draft while the editor is open, so the page counts it as unsaved and Save Changes keeps it.
import { useState } from "react";
import { masterformatDivisionLabels } from "../../../../contract/divisions";
import { SUBMITTAL_TYPES, type Submittal } from "../../../../contract/submittal";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { Textarea } from "@/components/ui/textarea";
import { DiscardChangesDialog } from "../unsaved-changes/discard-changes-dialog";
import { ProcoreColumnsFields } from "./procore-columns-fields";
import { editsFromForm, sameEdits, type SubmittalEdits } from "./submittal-edits";
import { useEditForm, useEditFormDraft } from "./use-edit-form-draft";
import { useTypeDefaults } from "./use-type-defaults";

const DIVISION_OPTIONS = masterformatDivisionLabels();
const DIVISION_LIST_ID = "submittal-division-options";
const TYPE_LIST_ID = "submittal-type-options";

/** Suggestions for the editor's Division and Submittal Type fields, rendered once per page rather than per editor. */
export function SubmittalEditSuggestions() {
  return (
    <>
      <datalist id={DIVISION_LIST_ID}>
        {DIVISION_OPTIONS.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <datalist id={TYPE_LIST_ID}>
        {SUBMITTAL_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
    </>
  );
}

function Required() {
  return (
    <span className="text-destructive" aria-hidden>
      *
    </span>
  );
}

export type SubmittalEditFormProps = {
  index: number;
  submittal: Submittal;
  onDone: (index: number, edits: SubmittalEdits) => void;
  onCancel: () => void;
  /** Reports the typed-in fields while they differ from the item, null once they match it again. */
  onDraftChange: (index: number, edits: SubmittalEdits | null) => void;
  /** The draft kept for this item, if the editor was open before (a virtualized row remounts when scrolled back). */
  getDraft: (index: number) => SubmittalEdits | null;
};

export function SubmittalEditForm(props: SubmittalEditFormProps) {
  const { index, submittal, onDone, onCancel } = props;
  const { form, original } = useEditForm(submittal);
  const [confirming, setConfirming] = useState(false);
  const defaults = useTypeDefaults(form.control, submittal);
  useEditFormDraft(form, original, props);

  // Cancel with typed-in changes asks first (product §4); it drops only this editor's changes, not the working copy.
  // Compared with the item itself: react-hook-form's isDirty is only kept up to date for a form that reads it while
  // rendering.
  const cancel = () => (sameEdits(editsFromForm(form.getValues()), original) ? onCancel() : setConfirming(true));
  return (
    <Form {...form}>
      <form
        aria-label={`Edit submittal ${index + 1}`}
        onSubmit={form.handleSubmit((values) => onDone(index, values))}
        // Esc is Cancel: the editor closes (asking first when something was typed) and focus goes back to the row.
        // Kept from the log's own keys, which would otherwise take Esc as "back to the list" and leave it open.
        onKeyDown={(event) => {
          if (event.key !== "Escape" || event.defaultPrevented || event.nativeEvent.isComposing) return;
          event.preventDefault();
          event.stopPropagation();
          cancel();
        }}
        className="grid gap-4 sm:grid-cols-2"
        noValidate
      >
        <TextField
          control={form.control}
          name="division"
          label={
            <>
              Division <Required />
            </>
          }
          list={DIVISION_LIST_ID}
          required
          placeholder="03 - Concrete"
          autoFocus
        />
        <TextField control={form.control} name="section" label="Section" placeholder="03 30 00" />
        <TextField
          control={form.control}
          name="description"
          label={
            <>
              Description <Required />
            </>
          }
          itemClassName="sm:col-span-2"
          required
        />
        <TextField
          control={form.control}
          name="submittalType"
          label="Submittal Type"
          list={TYPE_LIST_ID}
          placeholder="Product Data"
        />
        <FormField
          control={form.control}
          name="specifications"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Specifications</FormLabel>
              <FormControl>
                <Textarea rows={4} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <ProcoreColumnsFields control={form.control} defaults={defaults} />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit">Done Editing</Button>
        </div>
      </form>
      <DiscardChangesDialog open={confirming} onOpenChange={setConfirming} onDiscard={onCancel} />
    </Form>
  );
}
