// The sections an addendum attached without an instruction (decision 0273): one entry per section, its items listed,
// with Add as new (accepts the section's changes) / Ignore (keeps the register without them) while it waits, and
// Undo once decided. Nothing of such a section reaches the register unless the reviewer adds it.
import { memo } from "react";
import type { ProjectChange } from "../../../contract/project-changes";
import { ATTACHED_NOT_INSTRUCTED } from "../../../contract/register-comparison";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/** One attached section of one document: its changes, one per item. */
export type AttachedSectionGroup = { key: string; section: string; sectionTitle: string; changes: ProjectChange[] };

/** The attached changes grouped by document and section, in the order they come. */
export function attachedSections(changes: readonly ProjectChange[]): AttachedSectionGroup[] {
  const groups = new Map<string, AttachedSectionGroup>();
  for (const change of changes) {
    if (change.kind !== "attached") continue;
    const key = `${change.documentId}\n${change.section}`;
    const group = groups.get(key);
    if (group) group.changes.push(change);
    else groups.set(key, { key, section: change.section, sectionTitle: change.sectionTitle, changes: [change] });
  }
  return [...groups.values()];
}

const STATE_TEXT = { accepted: "Added as new", kept: "Ignored" } as const;

export type AttachedSectionRowProps = {
  group: AttachedSectionGroup;
  busy: boolean;
  onDecide: (changeIds: string[], decision: "accept" | "keep") => void;
  onUndo: (changeIds: string[]) => void;
};

export const AttachedSectionRow = memo(function AttachedSectionRow({
  group,
  busy,
  onDecide,
  onUndo,
}: AttachedSectionRowProps) {
  const pending = group.changes.filter((c) => c.state === "pending");
  const decided = group.changes.filter((c) => c.state !== "pending");
  const name = `Section ${group.section}`;
  const count = group.changes.length;
  return (
    <li
      className="space-y-3 py-4"
      data-change-kind="attached"
      data-change-state={pending.length > 0 ? "pending" : (decided[0]?.state ?? "pending")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{ATTACHED_NOT_INSTRUCTED}</Badge>
        <span className="text-sm font-medium">
          {name}
          {group.sectionTitle && <span className="text-muted-foreground"> · {group.sectionTitle}</span>}
        </span>
        <span className="text-sm text-muted-foreground">
          {count} {count === 1 ? "item" : "items"}; no instruction of the addendum adds this section.
        </span>
      </div>
      <ul className="space-y-1 rounded-md border p-3 text-sm">
        {group.changes.map((change) => (
          <li key={change.id} className="break-words">
            {change.ref && <span className="text-muted-foreground">{change.ref} · </span>}
            <span className="font-medium">{change.after?.description ?? "item"}</span>
            {change.after?.submittalType && (
              <span className="text-muted-foreground"> · {change.after.submittalType}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {pending.length > 0 ? (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() =>
                onDecide(
                  pending.map((c) => c.id),
                  "accept",
                )
              }
              aria-label={`Add as new: ${name}`}
            >
              Add as new
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                onDecide(
                  pending.map((c) => c.id),
                  "keep",
                )
              }
              aria-label={`Ignore: ${name}`}
            >
              Ignore
            </Button>
          </>
        ) : (
          <>
            <span className="text-sm text-muted-foreground">
              {STATE_TEXT[decided[0]?.state === "kept" ? "kept" : "accepted"]}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => onUndo(decided.map((c) => c.id))}
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
