// An item row's own buttons: edit, split (when the item lists sub-items) and delete.
import type { RefObject } from "react";
import { Pencil, Scissors, Trash2 } from "lucide-react";
import type { Submittal } from "../../../../contract/submittal";
import { Button } from "@/components/ui/button";
import { splitParts } from "../editor/working-copy";
import { ROW_CONTROL } from "../keyboard/use-row-grid";
import type { ItemActions } from "./row-actions";

export type ItemRowButtonsProps = {
  index: number;
  submittal: Submittal;
  actions: Pick<ItemActions, "onEdit" | "onSplit" | "onDelete">;
  /** Where focus goes back when the editor closes. */
  editButton: RefObject<HTMLButtonElement | null>;
};

export function ItemRowButtons({ index, submittal, actions, editButton }: ItemRowButtonsProps) {
  const parts = splitParts(submittal).length;
  return (
    <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
      <Button
        {...ROW_CONTROL}
        ref={editButton}
        variant="ghost"
        size="icon"
        onClick={() => actions.onEdit(index)}
        aria-label={`Edit "${submittal.description}"`}
      >
        <Pencil aria-hidden />
      </Button>
      {parts >= 2 && (
        <Button
          {...ROW_CONTROL}
          variant="ghost"
          size="icon"
          onClick={() => actions.onSplit(index)}
          aria-label={`Split "${submittal.description}" into ${parts} items`}
        >
          <Scissors aria-hidden />
        </Button>
      )}
      <Button
        {...ROW_CONTROL}
        variant="ghost"
        size="icon"
        onClick={() => actions.onDelete(index, submittal.description)}
        aria-label={`Delete "${submittal.description}"`}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
