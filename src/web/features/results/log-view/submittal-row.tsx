// One submittal in a division card: the bulk-select box, the include switch, description, section and type badges,
// the source's own label for the deliverable when it says more than the type, specifications, where it was found
// (file of a combined log, page and paragraph) with "View in document" and its source text on demand, its history on
// a project's page, its schedule (submit-by date, due and long-lead flags), and the edit button. Memoized: a change to another item leaves this row alone, which keeps a
// 2,000-item book responsive.
import { memo, useContext, useEffect, useRef, useState } from "react";
import { BookOpen, FileSearch, FileText } from "lucide-react";
import type { Submittal } from "../../../../contract/submittal";
import type { SubmittalPlan } from "../../../../contract/submittal-plan";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { SubmittalEditForm } from "../editor/submittal-edit-form";
import { viewInDocumentId } from "../source-viewer/source-viewer";
import { ItemHeading } from "./item-heading";
import { ItemRowButtons } from "./item-row-buttons";
import { ItemHistoryContext } from "./item-history-slot";
import { IncludeControl } from "./include-control";
import { useItemActions } from "./row-actions";
import { ACTIVE_ROW_RING, ROW_CONTROL, rowId } from "../keyboard/use-row-grid";
import { PLAN_FLAG_TEXT, SubmitByLine } from "../planning/plan-badges";
import { usePlanOf } from "../planning/plan-context";

type ProvenanceProps = { submittal: Submittal; index: number; fileName?: string; onView: (index: number) => void };

function Provenance({ submittal, index, fileName, onView }: ProvenanceProps) {
  const [open, setOpen] = useState(false);
  const where = [
    submittal.page !== undefined && `Page ${submittal.page}`,
    submittal.ref && `Paragraph ${submittal.ref}`,
    submittal.sectionTitle,
  ].filter(Boolean);
  if (where.length === 0 && !submittal.sourceText && !fileName) return null;
  const sourceId = `source-${index}`;
  return (
    <div className="space-y-2 text-xs text-muted-foreground">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {fileName && (
          <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
            <FileText className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">File: </span>
            {fileName}
          </span>
        )}
        {where.length > 0 && (
          <span className="inline-flex items-center gap-1">
            <BookOpen className="size-3.5" aria-hidden />
            {where.join(" · ")}
          </span>
        )}
        {submittal.page !== undefined && (
          <button
            type="button"
            {...ROW_CONTROL}
            id={viewInDocumentId(index)}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onView(index)}
          >
            <FileSearch className="size-3.5" aria-hidden />
            View in document
          </button>
        )}
        {submittal.sourceText && (
          <button
            type="button"
            {...ROW_CONTROL}
            className="font-medium text-primary underline-offset-4 hover:underline"
            aria-expanded={open}
            aria-controls={sourceId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? "Hide source text" : "Show source text"}
          </button>
        )}
      </div>
      {open && submittal.sourceText && (
        <blockquote id={sourceId} className="border-l-2 pl-3 whitespace-pre-wrap text-foreground/80">
          {submittal.sourceText}
        </blockquote>
      )}
    </div>
  );
}

/** The optional Procore columns the user has set on the item, on one line. */
function ExportColumns({ submittal }: { submittal: Submittal }) {
  const set = [
    submittal.responsibleContractor && `Responsible: ${submittal.responsibleContractor}`,
    submittal.leadTime !== undefined && `Lead time: ${submittal.leadTime} ${submittal.leadTime === 1 ? "day" : "days"}`,
    submittal.requiredOnSiteDate && `On site by ${submittal.requiredOnSiteDate}`,
    submittal.location && `Location: ${submittal.location}`,
  ].filter(Boolean);
  if (set.length === 0) return null;
  return <p className="text-xs break-words text-muted-foreground">{set.join(" · ")}</p>;
}

export type SubmittalRowProps = {
  /** The row's place in the list, and whether it is the list's active row. */
  position: number;
  active: boolean;
  index: number;
  submittal: Submittal;
  exported: boolean;
  editing: boolean;
  /** Chosen for a bulk action (the selection column), apart from being included in the export. */
  selected: boolean;
  /** The file the item came from, in the combined log of several files. */
  fileName?: string;
  /** The item's place in its file's saved register ("scanId/index"), where its history can be shown. */
  savedPlace?: string;
};

/**
 * When the row's editor closes (Done Editing, Cancel) focus would fall to the page; it goes back to the list when the
 * editor was opened from it, else to the item's Edit button. Opening another item's editor moves focus there, and
 * that is left alone.
 */
function useFocusBackAfterEditing(editing: boolean, onEditorClosed: () => boolean) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    const closed = wasEditing.current && !editing;
    wasEditing.current = editing;
    const active = document.activeElement;
    if (closed && (!active || active === document.body) && !onEditorClosed()) editButton.current?.focus();
  }, [editing, onEditorClosed]);
  return editButton;
}

/** What a screen reader says as the row becomes the list's active one. */
function rowLabel(
  { submittal, exported, selected }: Pick<SubmittalRowProps, "submittal" | "exported" | "selected">,
  plan: SubmittalPlan | undefined,
) {
  return [
    submittal.description,
    submittal.submittalType || "No type",
    exported ? "included" : "excluded",
    ...(submittal.suggested ? ["suggested"] : []),
    ...(plan?.due ? [PLAN_FLAG_TEXT[plan.due].toLowerCase()] : []),
    ...(plan?.longLead ? ["long lead"] : []),
    ...(selected ? ["selected"] : []),
  ].join(", ");
}

export const SubmittalRow = memo(function SubmittalRow(props: SubmittalRowProps) {
  const { position, active, index, submittal, exported, editing, selected } = props;
  const actions = useItemActions();
  const historySlot = useContext(ItemHistoryContext);
  const editButton = useFocusBackAfterEditing(editing, actions.onEditorClosed);
  const switchId = `include-${index}`;
  const plan = usePlanOf()?.(submittal);
  return (
    <div
      role="row"
      id={rowId(position)}
      data-row={position}
      data-active={active}
      aria-rowindex={position + 1}
      aria-level={2}
      aria-label={rowLabel(props, plan)}
      className={cn("scroll-mt-40 scroll-mb-4", ACTIVE_ROW_RING)}
    >
      {editing ? (
        <div role="gridcell" className="bg-muted/40 px-4 py-4">
          <SubmittalEditForm
            index={index}
            submittal={submittal}
            onDone={actions.onDoneEditing}
            onCancel={actions.onCancelEditing}
            onDraftChange={actions.onDraftChange}
            getDraft={actions.getDraft}
          />
        </div>
      ) : (
        <div
          role="gridcell"
          // Excluded items are dimmed (product §2) with muted colours rather than opacity, which would take their text below
          // the contrast a reader needs.
          className={cn(
            "flex gap-3 px-4 py-3",
            !exported && "bg-muted/40 text-muted-foreground",
            selected && "bg-primary/5",
          )}
          data-excluded={!exported}
        >
          <Checkbox
            {...ROW_CONTROL}
            className="mt-1"
            checked={selected}
            onClick={(event) => actions.onSelect(index, event.shiftKey)}
            aria-label={`Select "${submittal.description}"`}
          />
          <IncludeControl
            kind="item"
            id={switchId}
            checked={exported}
            onChange={() => actions.onToggle(index)}
            description={submittal.description}
          />
          <div className="min-w-0 flex-1 space-y-1.5">
            <ItemHeading submittal={submittal} plan={plan} />
            <ExportColumns submittal={submittal} />
            {plan && <SubmitByLine plan={plan} />}
            <Provenance submittal={submittal} index={index} fileName={props.fileName} onView={actions.onView} />
            {historySlot?.(props.savedPlace, submittal.description)}
          </div>
          <ItemRowButtons index={index} submittal={submittal} actions={actions} editButton={editButton} />
        </div>
      )}
    </div>
  );
});
