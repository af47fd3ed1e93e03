// The results page's list of items under its heading: the search and filters, the bulk actions while rows are
// selected, and the division cards; a notice instead when nothing was found.
import { Card, CardContent } from "@/components/ui/card";
import type { ResultsEditor } from "../editor/use-results-editor";
import { BulkActionsBar } from "./bulk-actions-bar";
import { DivisionList } from "./division-list";
import { LogViewToolbar } from "./log-view-toolbar";
import type { LogActions } from "./row-actions";
import type { SelectedRows } from "./use-selected-rows";
import type { ShownRows } from "./use-shown-rows";

export type RequirementsLogProps = {
  editor: Pick<ResultsEditor, "data" | "editingIndex" | "fileNames" | "savedPlaces">;
  /** The log combines several files (the empty notice says "these documents"). */
  severalFiles: boolean;
  rows: ShownRows;
  selected: SelectedRows;
  actions: LogActions;
};

export function RequirementsLog({ editor, severalFiles, rows, selected, actions }: RequirementsLogProps) {
  const { data } = editor;
  const { selection } = selected;
  if (data.submittals.length === 0) {
    return (
      <Card>
        <CardContent className="py-6 text-center text-muted-foreground">
          {severalFiles ? "No submittals were found in these documents." : "No submittals were found in this document."}
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <LogViewToolbar
        view={rows.view}
        onChange={rows.setView}
        submittals={data.submittals}
        shown={rows.shown}
        filtered={rows.filtered}
      />
      {selection.size > 0 && (
        <BulkActionsBar
          count={selection.size}
          submittals={data.submittals}
          onUpdate={selected.updateSelected}
          onSetExcluded={selected.setSelectedExcluded}
          onMerge={selected.mergeSelected}
          onClear={selected.clearSelection}
        />
      )}
      <DivisionList
        data={data}
        view={rows.listView}
        selection={selection}
        onToggleSelected={selected.toggleSelected}
        onSelectMany={selected.selectMany}
        editingIndex={editor.editingIndex}
        fileNames={editor.fileNames}
        savedPlaces={editor.savedPlaces}
        actions={actions}
      />
    </>
  );
}
