// A completed scan, or the combined log of a batch's completed files (product §1, §2): summary, project, the division
// cards with include/exclude and editing, save/discard, export. Composes the pieces; each folder beside this file
// holds one job (log-view, editor, conflicts, history, export, source-viewer, unsaved-changes, summary). The Send to
// Procore and Autodesk Build cards belong to their own features: the page passes them in (`sendCards`).
import { useMemo, useRef, useState, type ReactNode } from "react";
import type { ScanDetail } from "../../../contract/scans";
import { DiscardChangesDialog } from "./unsaved-changes/discard-changes-dialog";
import { EditHistoryCard } from "./history/edit-history-card";
import { ExportCallout } from "./export/export-callout";
import { useProject } from "@/shared/projects/use-projects";
import { roleAllows } from "../../../contract/project-members";
import { ExportDialog } from "./export/export-dialog";
import { ensureSomethingSelected } from "./export/export-submittals";
import { LeavePageDialog } from "./unsaved-changes/leave-page-dialog";
import { MergeConflictsDialog } from "./conflicts/merge-conflicts-dialog";
import { RequirementsHeader } from "./log-view/requirements-header";
import { RequirementsLog } from "./log-view/requirements-log";
import { useLogActions } from "./log-view/use-log-actions";
import { useSelectedRows } from "./log-view/use-selected-rows";
import { useShownRows } from "./log-view/use-shown-rows";
import { ResultsOverview } from "./summary/results-overview";
import { SourceViewer } from "./source-viewer/source-viewer";
import { useSourceTarget } from "./source-viewer/use-source-target";
import { SaveBar } from "./unsaved-changes/save-bar";
import { useBeforeUnloadWarning } from "./unsaved-changes/use-before-unload-warning";
import { useLeaveGuard } from "./unsaved-changes/use-leave-guard";
import { useResultsEditor } from "./editor/use-results-editor";
import { useUndoShortcuts } from "./history/use-undo-shortcuts";
import { useFindShortcut } from "./keyboard/use-find-shortcut";
import { countSelected } from "./editor/working-copy";
import { PasteScheduleDialog } from "./planning/paste-schedule-dialog";
import { PlanContext } from "./planning/plan-context";
import { PlanningDefaultsDialog } from "./planning/planning-defaults-dialog";
import { usePasteSchedule } from "./use-paste-schedule";
import { usePlans } from "./planning/use-plans";

export type CompletedResultsProps = {
  /** The completed files whose results make up the log (one for a single scan). */
  scans: readonly ScanDetail[];
  /** Every file of a batch, failed ones included, listed above the log; absent for a single scan. */
  batchFiles?: readonly ScanDetail[];
  /** The cards that send a single file's log to another service, shown under the log. */
  sendCards?: SendCardsSlot;
};

/** Renders the send cards of the log of `scanId`; `canSend` is false for a viewer of the project. */
export type SendCardsSlot = (scanId: string, unsaved: boolean, canSend: boolean) => ReactNode;

export function CompletedResults({ scans, batchFiles, sendCards }: CompletedResultsProps) {
  const editor = useResultsEditor(scans);
  // The project's answer is already cached by the page above; a log outside a project is the user's own.
  const role = useProject(scans[0]?.projectId).data?.role;
  const canSend = !role || roleAllows(role, "editor");
  const { data } = editor;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const selected = useMemo(() => countSelected(data), [data]);
  const [exportOpen, setExportOpen] = useState(false);
  const { planning, plans } = usePlans();
  const paste = usePasteSchedule(scans, data);
  const [defaultsOpen, setDefaultsOpen] = useState(false);
  const logTypes = useMemo(() => [...new Set(data.submittals.map((s) => s.submittalType))].sort(), [data.submittals]);
  const rows = useShownRows(data, plans);
  const source = useSourceTarget(data, editor.sourceOf);
  const logActions = useLogActions(editor, source.onView);
  // The button that started a merge (Merge Now or Save Changes): it is disabled while the latest version loads, so
  // the browser drops focus from it, and the conflict dialog could not otherwise give focus back when it closes.
  const mergeOpener = useRef<HTMLElement | null>(null);
  const selectedRows = useSelectedRows(editor);
  useUndoShortcuts(editor.undo, editor.redo);
  useFindShortcut();
  useBeforeUnloadWarning(editor.hasUnsavedChanges);
  const leaveGuard = useLeaveGuard(editor.hasUnsavedChanges);

  const onExport = () => {
    if (ensureSomethingSelected(data)) setExportOpen(true);
  };

  return (
    <div className="space-y-6">
      <SaveBar
        hasUnsavedChanges={editor.hasUnsavedChanges}
        savedElsewhere={editor.staleIds.size > 0}
        saving={editor.saving}
        onMergeNow={(opener) => {
          mergeOpener.current = opener;
          void editor.mergeNow();
        }}
        onSave={(opener) => {
          mergeOpener.current = opener;
          void editor.save();
        }}
        onDiscard={() => setConfirmDiscard(true)}
      />
      <ResultsOverview scans={scans} batchFiles={batchFiles} data={data} />
      <PlanContext.Provider value={plans}>
        <section aria-labelledby="requirements-title" className="space-y-4">
          <RequirementsHeader
            editor={editor}
            selected={selected}
            onPasteSchedule={() => paste.setOpen(true)}
            onPlanningDefaults={() => setDefaultsOpen(true)}
            onExport={onExport}
          />
          <RequirementsLog
            editor={editor}
            severalFiles={scans.length > 1}
            rows={rows}
            selected={selectedRows}
            actions={logActions}
          />
        </section>
      </PlanContext.Provider>
      <ExportCallout onExport={onExport} disabled={data.submittals.length === 0} />
      {!batchFiles && scans.length === 1 && scans[0] && sendCards?.(scans[0].id, editor.hasUnsavedChanges, canSend)}
      <EditHistoryCard scans={scans} />
      <SourceViewer target={source.target} onClose={source.closeViewer} />
      <MergeConflictsDialog
        merge={editor.pendingMerge}
        onResolve={editor.resolveMerge}
        onCancel={editor.cancelMerge}
        returnFocusTo={mergeOpener}
      />
      <DiscardChangesDialog open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={editor.discard} />
      <LeavePageDialog open={leaveGuard.asking} onStay={leaveGuard.stay} onLeave={leaveGuard.leave} />
      <PasteScheduleDialog
        open={paste.open}
        onOpenChange={paste.setOpen}
        data={data}
        itemNumbers={paste.itemNumbers}
        onApply={editor.setRequiredOnSiteDates}
      />
      <PlanningDefaultsDialog
        open={defaultsOpen}
        onOpenChange={setDefaultsOpen}
        settings={planning.settings}
        logTypes={logTypes}
        onSave={planning.save}
      />
      <ExportDialog open={exportOpen} onOpenChange={setExportOpen} scans={scans} data={data} />
    </div>
  );
}
