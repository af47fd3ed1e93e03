// The heading of the results page's log (how many items go to the export) and its commands: undo, redo, paste a
// schedule, planning defaults, export.
import { CalendarRange, ClipboardPaste, Download, Redo2, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ResultsEditor } from "../editor/use-results-editor";

export type RequirementsHeaderProps = {
  editor: Pick<ResultsEditor, "data" | "undo" | "redo" | "canUndo" | "canRedo">;
  /** How many items are selected for export. */
  selected: number;
  onPasteSchedule: () => void;
  onPlanningDefaults: () => void;
  onExport: () => void;
};

export function RequirementsHeader({
  editor,
  selected,
  onPasteSchedule,
  onPlanningDefaults,
  onExport,
}: RequirementsHeaderProps) {
  const { data, undo, redo } = editor;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id="requirements-title" className="text-xl font-semibold">
          Submittal Requirements
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selected} of {data.submittals.length} submittals selected for export
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={undo} disabled={!editor.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
          <Undo2 aria-hidden />
          Undo
        </Button>
        <Button
          variant="outline"
          onClick={redo}
          disabled={!editor.canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <Redo2 aria-hidden />
          Redo
        </Button>
        <Button variant="outline" onClick={onPasteSchedule} disabled={data.submittals.length === 0}>
          <ClipboardPaste aria-hidden />
          Paste Schedule
        </Button>
        <Button variant="outline" onClick={onPlanningDefaults}>
          <CalendarRange aria-hidden />
          Planning Defaults
        </Button>
        <Button onClick={onExport} disabled={data.submittals.length === 0}>
          <Download aria-hidden />
          Export Selected
        </Button>
      </div>
    </div>
  );
}
