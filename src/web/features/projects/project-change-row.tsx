// One change a new document brings: New, Changed (the register's text and the new issue's side by side, the words that
// differ marked) or Removed, with Accept / Keep mine while it waits, and Undo once decided.
import { memo, useMemo } from "react";
import type { ProjectChange } from "../../../contract/project-changes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ChangeSide } from "./change-text";
import { diffWords, type DiffPart } from "./word-diff";

const MARK = { added: "New", changed: "Changed", removed: "Removed", attached: "New" } as const;
const MARK_VARIANT = { added: "success", changed: "info", removed: "destructive", attached: "success" } as const;
const STATE_TEXT = { accepted: "Accepted", kept: "Kept yours", pending: "" } as const;

const whole = (text: string): DiffPart[] => (text ? [{ text, changed: false }] : []);

export type ChangeRowProps = {
  change: ProjectChange;
  busy: boolean;
  onDecide: (change: ProjectChange, decision: "accept" | "keep") => void;
  onUndo: (change: ProjectChange) => void;
};

export const ProjectChangeRow = memo(function ProjectChangeRow({ change, busy, onDecide, onUndo }: ChangeRowProps) {
  const item = change.after ?? change.before;
  const name = item?.description ?? "item";
  const sides = useMemo(() => {
    if (change.kind !== "changed" || !change.before || !change.after) return null;
    const description = diffWords(change.before.description, change.after.description);
    const specifications = diffWords(change.before.specifications, change.after.specifications);
    return {
      old: { description: description.old, specifications: specifications.old },
      new: { description: description.new, specifications: specifications.new },
    };
  }, [change]);

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
      <div className="flex flex-wrap items-center gap-2">
        {change.state === "pending" ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => onDecide(change, "accept")} aria-label={`Accept: ${name}`}>
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
            <span className="text-sm text-muted-foreground">{STATE_TEXT[change.state]}</span>
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
