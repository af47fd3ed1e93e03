// The rows picked in the selection column and the bulk actions on them: set fields, include or exclude, merge (only
// items of one file can be merged; else a notice says so).
import { toast } from "@/hooks/use-toast";
import type { ItemsPatch } from "../editor/working-copy";
import type { ResultsEditor } from "../editor/use-results-editor";
import { useRowSelection } from "./use-row-selection";

export function useSelectedRows(
  editor: Pick<ResultsEditor, "data" | "updateItems" | "setItemsExcluded" | "mergeItems">,
) {
  const { data, updateItems, setItemsExcluded, mergeItems } = editor;
  const { selection, toggleSelected, selectMany, clearSelection } = useRowSelection(data.submittals.length);
  const chosen = [...selection];
  const mergeSelected = () => {
    if (!mergeItems(chosen)) {
      toast({
        variant: "destructive",
        title: "Cannot Merge",
        description: "Only items from the same file can be merged.",
      });
    }
  };
  return {
    selection,
    toggleSelected,
    selectMany,
    clearSelection,
    updateSelected: (patch: ItemsPatch) => updateItems(chosen, patch),
    setSelectedExcluded: (excluded: boolean) => setItemsExcluded(chosen, excluded),
    mergeSelected,
  };
}

export type SelectedRows = ReturnType<typeof useSelectedRows>;
