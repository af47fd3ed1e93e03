// A completed scan, or the combined log of a batch's completed files (spec §1, §2): summary, project, the division
// cards with include/exclude and editing, save/discard, export.
import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { Download, FileSpreadsheet, GitMerge, Info, Redo2, Save, Undo2 } from "lucide-react";
import type { ScanDetail } from "../../../contract/scans";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DiscardChangesDialog } from "./unsaved-changes/discard-changes-dialog";
import { DivisionList } from "./log-view/division-list";
import { EditHistoryCard } from "./history/edit-history-card";
import { ExportDialog } from "./export/export-dialog";
import { ensureSomethingSelected } from "./export/export-submittals";
import { LeavePageDialog } from "./unsaved-changes/leave-page-dialog";
import { MergeConflictsDialog } from "./conflicts/merge-conflicts-dialog";
import { BulkActionsBar } from "./log-view/bulk-actions-bar";
import { LogFilesCard } from "./summary/log-files-card";
import { DEFAULT_VIEW, isFiltered, viewFilter, type LogView } from "./log-view/log-view";
import { LogViewToolbar } from "./log-view/log-view-toolbar";
import type { LogActions } from "./log-view/row-actions";
import { ProjectInfoCard, SummaryTiles } from "./summary/results-summary";
import { SourceViewer, type SourceTarget } from "./source-viewer/source-viewer";
import { useBeforeUnloadWarning } from "./unsaved-changes/use-before-unload-warning";
import { useLeaveGuard } from "./unsaved-changes/use-leave-guard";
import { useResultsEditor } from "./editor/use-results-editor";
import { useUndoShortcuts } from "./history/use-undo-shortcuts";
import { useFindShortcut } from "./keyboard/use-find-shortcut";
import { FORMAT_NAMES, useExportFormat } from "./export/use-export-settings";
import { toast } from "@/hooks/use-toast";
import { ToastAction } from "@/components/ui/toast";
import { countSelected, excludedDivisionSet, groupSubmittalsByDivision } from "./editor/working-copy";

export type CompletedResultsProps = {
  /** The completed files whose results make up the log (one for a single scan). */
  scans: readonly ScanDetail[];
  /** Every file of a batch, failed ones included, listed above the log; absent for a single scan. */
  batchFiles?: readonly ScanDetail[];
};

export function CompletedResults({ scans, batchFiles }: CompletedResultsProps) {
  const editor = useResultsEditor(scans);
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
  const exportFormat = useExportFormat();
  const [viewing, setViewing] = useState<number | null>(null);
  const [view, setView] = useState<LogView>(DEFAULT_VIEW);
  // Typing stays responsive on a long book: the list follows the search a moment later.
  const listView = useDeferredValue(view);
  const shown = useMemo(() => {
    const keep = viewFilter(listView, excludedDivisionSet(data));
    return data.submittals.reduce((n, s) => (keep(s) ? n + 1 : n), 0);
  }, [data, listView]);
  const onView = useCallback((index: number) => setViewing(index), []);
  const closeViewer = useCallback(() => setViewing(null), []);
  const { undo, redo, deleteItem, updateItems, setItemsExcluded, mergeItems, addItem, cancelEditing } = editor;
  // Backing out of a new item's editor takes the item away; focus goes back to the Add item button that made it.
  const addButton = useRef<HTMLElement | null>(null);
  // The button that started a merge (Merge Now or Save Changes): it is disabled while the latest version loads, so
  // the browser drops focus from it, and the conflict dialog could not otherwise give focus back when it closes.
  const mergeOpener = useRef<HTMLElement | null>(null);
  const onAddItem = useCallback(
    (division: string) => {
      addButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      addItem(division);
    },
    [addItem],
  );
  const onCancelEditing = useCallback(() => {
    if (!cancelEditing()) return;
    const opener = addButton.current;
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
  }, [cancelEditing]);
  // The selection column's choice, by row; rows move when items are added or removed, so the choice is dropped then.
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [selectionFor, setSelectionFor] = useState(data.submittals.length);
  if (selectionFor !== data.submittals.length) {
    setSelectionFor(data.submittals.length);
    setSelection(new Set());
  }
  const toggleSelected = useCallback((index: number) => {
    setSelection((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }, []);
  const selectMany = useCallback((indices: readonly number[]) => {
    setSelection((current) => new Set([...current, ...indices]));
  }, []);
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
  const onDelete = useCallback(
    (index: number, description: string) => {
      deleteItem(index);
      toast({
        title: "Item Deleted",
        description: `"${description}" was removed from the log.`,
        action: (
          <ToastAction altText="Undo delete" onClick={undo}>
            Undo
          </ToastAction>
        ),
      });
    },
    [deleteItem, undo],
  );
  const viewSource = viewing === null ? null : editor.sourceOf(viewing);
  const viewSubmittal = viewing === null ? undefined : data.submittals[viewing];
  const viewTarget: SourceTarget | null =
    viewing !== null && viewSource && viewSubmittal
      ? {
          index: viewing,
          scanId: viewSource.scanId,
          fileName: viewSource.fileName,
          submittal: viewSubmittal,
          ...(viewSource.pageCount ? { pageCount: viewSource.pageCount } : {}),
        }
      : null;
  const { setItemsExcluded: onSetItemsExcluded, toggleItem, setDivision, startEditing, splitItem } = editor;
  const { saveItem, setDraft, getDraft } = editor;
  const logActions = useMemo<LogActions>(
    () => ({
      onToggleItem: toggleItem,
      onSetDivisionExcluded: setDivision,
      onSetItemsExcluded,
      onAddItem,
      onEdit: startEditing,
      onView,
      onDelete,
      onSplit: splitItem,
      onDoneEditing: saveItem,
      onCancelEditing,
      onDraftChange: setDraft,
      getDraft,
    }),
    [
      toggleItem,
      setDivision,
      onSetItemsExcluded,
      onAddItem,
      startEditing,
      onView,
      onDelete,
      splitItem,
      saveItem,
      onCancelEditing,
      setDraft,
      getDraft,
    ],
  );
  useBeforeUnloadWarning(editor.hasUnsavedChanges);
  const leaveGuard = useLeaveGuard(editor.hasUnsavedChanges);

  const onExport = () => {
    if (ensureSomethingSelected(data)) setExportOpen(true);
  };

  return (
    <div className="space-y-6">
      {(editor.hasUnsavedChanges || editor.staleIds.size > 0) && (
        // Sticky under the app bar so Save is in reach anywhere on a long page; the opaque band hides rows beneath.
        <div className="sticky top-14 z-10 -mx-1 space-y-2 bg-background px-1 py-2">
          {editor.staleIds.size > 0 && (
            // Said as soon as this window learns it, not only when a save is refused; nothing is blocked meanwhile.
            <Alert variant="info" role="status" className="shadow-sm">
              <GitMerge aria-hidden />
              <AlertTitle>Changed in another window</AlertTitle>
              <AlertDescription className="flex flex-col gap-3 text-foreground sm:flex-row sm:items-center sm:justify-between">
                <span>
                  {editor.hasUnsavedChanges
                    ? "This log was saved in another window. Merge now to put your unsaved changes on the latest version."
                    : "This log was saved in another window. Show the latest version to see what changed."}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={(event) => {
                    mergeOpener.current = event.currentTarget;
                    void editor.mergeNow();
                  }}
                  disabled={editor.saving}
                >
                  {editor.hasUnsavedChanges ? "Merge Now" : "Show Latest Version"}
                </Button>
              </AlertDescription>
            </Alert>
          )}
          {editor.hasUnsavedChanges && (
            <Alert variant="info" className="shadow-sm">
              <Info aria-hidden />
              <AlertDescription className="flex flex-col gap-3 text-foreground sm:flex-row sm:items-center sm:justify-between">
                <span>You have unsaved changes. Make sure to save before exporting or leaving this page.</span>
                <span className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => setConfirmDiscard(true)} disabled={editor.saving}>
                    <Undo2 aria-hidden />
                    Discard Changes
                  </Button>
                  <Button
                    size="sm"
                    onClick={(event) => {
                      mergeOpener.current = event.currentTarget;
                      void editor.save();
                    }}
                    disabled={editor.saving}
                  >
                    <Save aria-hidden />
                    {editor.saving ? "Saving..." : "Save Changes"}
                  </Button>
                </span>
              </AlertDescription>
            </Alert>
          )}
        </div>
      )}
      <SummaryTiles
        found={data.submittals.length}
        divisions={divisionCount}
        creditsUsed={(batchFiles ?? scans).reduce((sum, s) => sum + s.creditsUsed, 0)}
      />
      {batchFiles && <LogFilesCard scans={batchFiles} />}
      <ProjectInfoCard data={data} files={fileProjects} />
      {data.warnings && data.warnings.length > 0 && (
        <Alert variant="default">
          <Info aria-hidden />
          <AlertTitle>Notes from the scan</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {data.warnings.slice(0, 5).map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
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
                onClear={() => setSelection(new Set())}
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
              actions={logActions}
            />
          </>
        )}
      </section>
      <Card className="border-primary/30 bg-primary/5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FileSpreadsheet className="size-5 text-primary" aria-hidden />
            Ready to Import to Procore?
          </CardTitle>
          <CardDescription>
            Download the selected submittals as an Excel submittal log in Procore&apos;s import layout.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onExport} disabled={data.submittals.length === 0}>
            <Download aria-hidden />
            Export Selected to {FORMAT_NAMES[exportFormat]}
          </Button>
        </CardContent>
      </Card>
      <EditHistoryCard scans={scans} />
      <SourceViewer target={viewTarget} onClose={closeViewer} />
      <MergeConflictsDialog
        merge={editor.pendingMerge}
        onResolve={editor.resolveMerge}
        onCancel={editor.cancelMerge}
        returnFocusTo={mergeOpener}
      />
      <DiscardChangesDialog open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={editor.discard} />
      <LeavePageDialog open={leaveGuard.asking} onStay={leaveGuard.stay} onLeave={leaveGuard.leave} />
      <ExportDialog open={exportOpen} onOpenChange={setExportOpen} scans={scans} data={data} />
    </div>
  );
}
