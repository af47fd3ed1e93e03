// One change a new document brings: New, Changed (the saved register's item and the new issue's side by side, the
// words that differ marked) or Removed, with Accept / Keep mine while it waits, and Undo once decided. A changed item
// is taken one of two ways (decision 0270): the new text with the reviewer's edits kept (the default) or everything
// new; a field both the reviewer and the new issue changed shows both values, and the reviewer picks one.
import { memo, useId, useMemo, useState } from "react";
import type { ProjectChange } from "../../../contract/project-changes";
import {
  CHANGE_CHOICE_LABELS,
  MERGE_FIELD_LABELS,
  REVIEWER_FIELDS,
  type AcceptChoice,
  type FieldChoices,
  type MergeField,
} from "../../../contract/merge-revision";
import type { Submittal } from "../../../contract/submittal";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ChangeSide } from "./change-text";
import { diffWords, type DiffPart } from "./word-diff";

const MARK = { added: "New", changed: "Changed", removed: "Removed", attached: "New" } as const;
const MARK_VARIANT = { added: "success", changed: "info", removed: "destructive", attached: "success" } as const;

const whole = (text: string): DiffPart[] => (text ? [{ text, changed: false }] : []);

/** What the row says once decided: the decision and, for a changed item, how it was taken. */
function decidedText(change: ProjectChange): string {
  if (change.state === "kept") return "Kept yours";
  if (change.kind === "changed" && change.choice) return `Accepted: ${CHANGE_CHOICE_LABELS[change.choice]}`;
  return "Accepted";
}

/** A field's value in words, for the choice between two values. */
function fieldText(item: Submittal, field: MergeField): string {
  const value = item[field];
  if (field === "excluded") return value ? "Excluded" : "Included";
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "(empty)";
  return Array.isArray(value) ? value.join("; ") : String(value);
}

export type DecideOptions = { take: AcceptChoice; fields: FieldChoices };

export type ChangeRowProps = {
  change: ProjectChange;
  busy: boolean;
  onDecide: (change: ProjectChange, decision: "accept" | "keep", options?: DecideOptions) => void;
  onUndo: (change: ProjectChange) => void;
};

/** How to take a changed item: the two accept choices, and per conflicting field whose value. */
function TakeChoices({
  change,
  mine,
  next,
  take,
  fields,
  onTake,
  onField,
}: {
  change: ProjectChange;
  mine: Submittal;
  next: Submittal;
  take: AcceptChoice;
  fields: FieldChoices;
  onTake: (take: AcceptChoice) => void;
  onField: (field: MergeField, choice: "mine" | "new") => void;
}) {
  const id = useId();
  const kept = change.edited.filter((f) => !change.conflicts.includes(f)).map((f) => MERGE_FIELD_LABELS[f]);
  const options: { value: AcceptChoice; label: string; hint: string }[] = [
    {
      value: "merge",
      label: "New text, keep my edits",
      hint:
        kept.length > 0
          ? `Keeps your ${kept.join(", ")}.`
          : "Where you and the new issue both changed a field, choose below.",
    },
    {
      value: "new",
      label: "Everything new",
      hint: "Your inclusion, contractor, lead time, on-site date and location stay.",
    },
  ];
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How to accept this change</legend>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-take`}
              value={option.value}
              className="mt-1"
              checked={take === option.value}
              onChange={() => onTake(option.value)}
            />
            <span className="min-w-0">
              <span className="font-medium">{option.label}</span>
              <span className="block text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {take === "merge" &&
        change.conflicts.map((field) => (
          <fieldset key={field} className="space-y-2 rounded-md border p-3" data-conflict={field}>
            <legend className="px-1 text-sm font-medium">
              {MERGE_FIELD_LABELS[field]}: you and the new issue both changed it
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(["mine", "new"] as const).map((side) => (
                <label key={side} className="flex min-w-0 items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-${field}`}
                    value={side}
                    className="mt-1"
                    checked={(fields[field] ?? "mine") === side}
                    onChange={() => onField(field, side)}
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{side === "mine" ? "Mine" : "New issue"}: </span>
                    {fieldText(side === "mine" ? mine : next, field)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
    </div>
  );
}

export const ProjectChangeRow = memo(function ProjectChangeRow({ change, busy, onDecide, onUndo }: ChangeRowProps) {
  const item = change.after ?? change.before;
  const name = item?.description ?? "item";
  const [take, setTake] = useState<AcceptChoice>("merge");
  const [fields, setFields] = useState<FieldChoices>({});
  const sides = useMemo(() => {
    if (change.kind !== "changed" || !change.before || !change.after) return null;
    const description = diffWords(change.before.description, change.after.description);
    const specifications = diffWords(change.before.specifications, change.after.specifications);
    return {
      old: { description: description.old, specifications: specifications.old },
      new: { description: description.new, specifications: specifications.new },
    };
  }, [change]);
  // Only an item the reviewer edited where the book reads it has two ways to be taken; otherwise both give one item.
  const choosing =
    change.state === "pending" &&
    change.before &&
    change.after &&
    change.edited.some((f) => !(REVIEWER_FIELDS as readonly string[]).includes(f));

  return (
    <li className="space-y-3 py-4" data-change-kind={change.kind} data-change-state={change.state}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={MARK_VARIANT[change.kind]}>{MARK[change.kind]}</Badge>
        <span className="text-sm font-medium">
          {change.section}
          {change.ref && <span className="text-muted-foreground"> · {change.ref}</span>}
        </span>
        {change.reason && <span className="text-sm text-muted-foreground">{change.reason}</span>}
      </div>
      {sides ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <ChangeSide heading="Yours" {...sides.old} />
          <ChangeSide heading="New issue" {...sides.new} />
        </div>
      ) : (
        <ChangeSide
          heading={change.kind === "added" ? "New issue" : "Yours"}
          description={whole(item?.description ?? "")}
          specifications={whole(item?.specifications ?? "")}
        />
      )}
      {choosing && (
        <TakeChoices
          change={change}
          mine={change.before!}
          next={change.after!}
          take={take}
          fields={fields}
          onTake={setTake}
          onField={(field, choice) => setFields((f) => ({ ...f, [field]: choice }))}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        {change.state === "pending" ? (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onDecide(change, "accept", choosing ? { take, fields } : undefined)}
              aria-label={`Accept: ${name}`}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onDecide(change, "keep")}
              aria-label={`Keep mine: ${name}`}
            >
              Keep mine
            </Button>
          </>
        ) : (
          <>
            <span className="text-sm text-muted-foreground">{decidedText(change)}</span>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => onUndo(change)}
              aria-label={`Undo: ${name}`}
            >
              Undo
            </Button>
          </>
        )}
      </div>
    </li>
  );
});
