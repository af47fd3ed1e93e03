// A completed scan, or the combined log of a batch's completed files (product §1, §2): summary, project, the division
// cards with include/exclude and editing, save/discard, export. Composes the pieces; each folder beside this file
// holds one job (log-view, editor, conflicts, history, export, source-viewer, unsaved-changes, summary). The Send to
// Procore and Autodesk Build cards belong to their own features: the page passes them in (`sendCards`).
import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from "react";
import { CalendarRange, ClipboardPaste, Download, Redo2, Undo2 } from "lucide-react";
import type { ScanDetail } from "../../../contract/scans";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { DiscardChangesDialog } from "./unsaved-changes/discard-changes-dialog";
import { DivisionList } from "./log-view/division-list";
import { EditHistoryCard } from "./history/edit-history-card";
import { ExportCallout } from "./export/export-callout";
import { useProject } from "@/shared/projects/use-projects";
import { roleAllows } from "../../../contract/project-members";
import { ExportDialog } from "./export/export-dialog";
import { ensureSomethingSelected } from "./export/export-submittals";
import { LeavePageDialog } from "./unsaved-changes/leave-page-dialog";
import { MergeConflictsDialog } from "./conflicts/merge-conflicts-dialog";
import { BulkActionsBar } from "./log-view/bulk-actions-bar";
import { LogFilesCard } from "./summary/log-files-card";
import { DEFAULT_VIEW, isFiltered, viewFilter, type LogView } from "./log-view/log-view";
import { LogViewToolbar } from "./log-view/log-view-toolbar";
import { useLogActions } from "./log-view/use-log-actions";
import { useRowSelection } from "./log-view/use-row-selection";
import { ProjectInfoCard, SummaryTiles } from "./summary/results-summary";
import { ScanNotes } from "./summary/scan-notes";
import { SourceViewer } from "./source-viewer/source-viewer";
import { useSourceTarget } from "./source-viewer/use-source-target";
import { SaveBar } from "./unsaved-changes/save-bar";
import { useBeforeUnloadWarning } from "./unsaved-changes/use-before-unload-warning";
import { useLeaveGuard } from "./unsaved-changes/use-leave-guard";
import { useResultsEditor } from "./editor/use-results-editor";
import { useUndoShortcuts } from "./history/use-undo-shortcuts";
import { useFindShortcut } from "./keyboard/use-find-shortcut";
import { countSelected, excludedDivisionSet, groupSubmittalsByDivision } from "./editor/working-copy";
import { localToday } from "../../../contract/submittal-plan";
import { DEFAULT_EXPORT_SETTINGS } from "../../../contract/export-settings";
import { useExportSettings } from "./export/use-export-settings";
import { exportItemNumbers } from "./planning/export-item-numbers";
import { PasteScheduleDialog } from "./planning/paste-schedule-dialog";
import { PlanContext, planOf } from "./planning/plan-context";
import { PlanningDefaultsDialog } from "./planning/planning-defaults-dialog";
import { usePlanningSettings } from "./planning/use-planning-settings";

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
  const fileProjects = useMemo(
    () =>
      batchFiles
        ? scans.map((s) => ({
            scanId: s.id,
            fileName: s.fileName,
            projectName: s.extractedData?.projectName,
            projectNumber: s.extractedData?.projectNumber,
          }))
        : [],
    [scans, batchFiles],
  );
  const { data } = editor;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const divisionCount = useMemo(() => groupSubmittalsByDivision(data.submittals).length, [data.submittals]);
  const selected = useMemo(() => countSelected(data), [data]);
  const [exportOpen, setExportOpen] = useState(false);
  const [view, setView] = useState<LogView>(DEFAULT_VIEW);
  const planning = usePlanningSettings();
  // Today as the reviewer's calendar has it, read once per visit: a page left open overnight plans from yesterday.
  const [today] = useState(localToday);
  const plans = useMemo(() => planOf(planning.settings, today), [planning.settings, today]);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [defaultsOpen, setDefaultsOpen] = useState(false);
  const scanIds = useMemo(() => scans.map((s) => s.id), [scans]);
  const numbering = useExportSettings(pasteOpen, scanIds).initial ?? DEFAULT_EXPORT_SETTINGS;
  const itemNumbers = useMemo(
    () => (pasteOpen ? exportItemNumbers(data, numbering) : new Map<string, number>()),
    [pasteOpen, data, numbering],
  );
  const logTypes = useMemo(() => [...new Set(data.submittals.map((s) => s.submittalType))].sort(), [data.submittals]);
  // Typing stays responsive on a long book: the list follows the search a moment later.
  const listView = useDeferredValue(view);
  const shown = useMemo(() => {
    const keep = viewFilter(listView, excludedDivisionSet(data), plans);
    return data.submittals.reduce((n, s) => (keep(s) ? n + 1 : n), 0);
  }, [data, listView, plans]);
  const source = useSourceTarget(data, editor.sourceOf);
  const logActions = useLogActions(editor, source.onView);
  const { undo, redo, updateItems, setItemsExcluded, mergeItems, setRequiredOnSiteDates } = editor;
  // The button that started a merge (Merge Now or Save Changes): it is disabled while the latest version loads, so
  // the browser drops focus from it, and the conflict dialog could not otherwise give focus back when it closes.
  const mergeOpener = useRef<HTMLElement | null>(null);
  const { selection, toggleSelected, selectMany, clearSelection } = useRowSelection(data.submittals.length);
  const chosen = [...selection];
  const onMerge = () => {
    if (!mergeItems(chosen)) {
      toast({
        variant: "destructive",
        title: "Cannot Merge",
        description: "Only items from the same file can be merged.",
      });
    }
  };
  useUndoShortcuts(undo, redo);
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
      <SummaryTiles
        found={data.submittals.length}
        divisions={divisionCount}
        creditsUsed={(batchFiles ?? scans).reduce((sum, s) => sum + s.creditsUsed, 0)}
      />
      {batchFiles && <LogFilesCard scans={batchFiles} />}
      <ProjectInfoCard data={data} files={fileProjects} />
      <ScanNotes warnings={data.warnings} />
      <PlanContext.Provider value={plans}>
        <section aria-labelledby="requirements-title" className="space-y-4">
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
              <Button variant="outline" onClick={() => setPasteOpen(true)} disabled={data.submittals.length === 0}>
                <ClipboardPaste aria-hidden />
                Paste Schedule
              </Button>
              <Button variant="outline" onClick={() => setDefaultsOpen(true)}>
                <CalendarRange aria-hidden />
                Planning Defaults
              </Button>
              <Button onClick={onExport} disabled={data.submittals.length === 0}>
                <Download aria-hidden />
                Export Selected
              </Button>
            </div>
          </div>
          {data.submittals.length === 0 ? (
            <Card>
              <CardContent className="py-6 text-center text-muted-foreground">
                {scans.length > 1
                  ? "No submittals were found in these documents."
                  : "No submittals were found in this document."}
              </CardContent>
            </Card>
          ) : (
            <>
              <LogViewToolbar
                view={view}
                onChange={setView}
                submittals={data.submittals}
                shown={shown}
                filtered={isFiltered(listView)}
              />
              {selection.size > 0 && (
                <BulkActionsBar
                  count={selection.size}
                  submittals={data.submittals}
                  onUpdate={(patch) => updateItems(chosen, patch)}
                  onSetExcluded={(excluded) => setItemsExcluded(chosen, excluded)}
                  onMerge={onMerge}
                  onClear={clearSelection}
                />
              )}
              <DivisionList
                data={data}
                view={listView}
                selection={selection}
                onToggleSelected={toggleSelected}
                onSelectMany={selectMany}
                editingIndex={editor.editingIndex}
                fileNames={editor.fileNames}
                savedPlaces={editor.savedPlaces}
                actions={logActions}
              />
            </>
          )}
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
        open={pasteOpen}
        onOpenChange={setPasteOpen}
        data={data}
        itemNumbers={itemNumbers}
        onApply={setRequiredOnSiteDates}
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
