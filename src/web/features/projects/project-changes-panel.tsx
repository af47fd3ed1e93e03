// The changes new documents bring to a project's register (decision 0230): what waits for the reviewer first, then
// what was decided, each undoable. Accept all applies every waiting change; Undo after it takes them all back.
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProjectChangeRow } from "./project-change-row";
import { AttachedSectionRow, attachedSections } from "./attached-section-changes";
import { useProjectChanges } from "@/shared/projects/use-projects";
import { useChangeActions } from "./use-change-actions";
import { VarianceReportLinks } from "./variance-report-links";

/** Rows drawn at first; "Show more" adds as many again, so a revised book's thousands of changes stay quick. */
const PAGE = 100;

export function ProjectChangesPanel({ projectId }: { projectId: string }) {
  const { data: changes } = useProjectChanges(projectId);
  const [shown, setShown] = useState(PAGE);

  const ordered = useMemo(() => {
    // Sections attached without an instruction are decided section by section, apart (AttachedSectionRow).
    const list = (changes ?? []).filter((c) => c.kind !== "attached");
    return [...list.filter((c) => c.state === "pending"), ...list.filter((c) => c.state !== "pending")];
  }, [changes]);
  const attached = useMemo(() => attachedSections(changes ?? []), [changes]);
  const pending = ordered.filter((c) => c.state === "pending");
  const waiting = pending.length + attached.flatMap((g) => g.changes).filter((c) => c.state === "pending").length;
  const documentIds = [...new Set((changes ?? []).map((c) => c.documentId))];

  const { busy, canUndoAll, onDecide, onDecideIds, onUndo, onUndoIds, acceptAll, undoAll } = useChangeActions(
    projectId,
    pending,
  );

  if (ordered.length === 0 && attached.length === 0) return null;
  return (
    <Card aria-labelledby="project-changes-title">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle id="project-changes-title" role="heading" aria-level={2}>
            Changes from new documents
          </CardTitle>
          <CardDescription aria-live="polite">
            {waiting > 0
              ? `${waiting} ${waiting === 1 ? "change waits" : "changes wait"} for your decision. Nothing is applied until you accept it.`
              : "Every change has been decided."}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {canUndoAll && (
            <Button variant="outline" disabled={busy} onClick={undoAll}>
              Undo accept all
            </Button>
          )}
          {pending.length > 0 && (
            <Button disabled={busy} onClick={acceptAll}>
              Accept all
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {attached.map((group) => (
            <AttachedSectionRow key={group.key} group={group} busy={busy} onDecide={onDecideIds} onUndo={onUndoIds} />
          ))}
          {ordered.slice(0, shown).map((change) => (
            <ProjectChangeRow key={change.id} change={change} busy={busy} onDecide={onDecide} onUndo={onUndo} />
          ))}
        </ul>
        <VarianceReportLinks projectId={projectId} documentIds={documentIds} />
        {ordered.length > shown && (
          <Button variant="outline" className="mt-2" onClick={() => setShown((n) => n + PAGE)}>
            Show more ({ordered.length - shown} left)
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
