// What the reviewer can do with a project's changes: decide or undo one, a section's, or all that wait; each failure
// is shown as a toast, and the last Accept all is remembered for its Undo.
import { useCallback, useState } from "react";
import type { ProjectChange } from "../../../contract/project-changes";
import { toast } from "@/hooks/use-toast";
import { errorMessageOr } from "@/lib/error-message";
import { useChangeDecisions } from "@/shared/projects/use-projects";
import type { DecideOptions } from "./project-change-row";

export function useChangeActions(projectId: string, pending: ProjectChange[]) {
  const { decide, undo } = useChangeDecisions(projectId);
  /** The changes the last Accept all decided, for its Undo. */
  const [lastAll, setLastAll] = useState<string[]>([]);
  const busy = decide.isPending || undo.isPending;

  const fail = (error: unknown) =>
    toast({ variant: "destructive", title: "Could not save your decision", description: errorMessageOr(error, "") });
  const onDecide = useCallback(
    (change: ProjectChange, decision: "accept" | "keep", options?: DecideOptions) => {
      decide.mutate({ decision, changeIds: [change.id], ...options }, { onError: fail });
    },
    [decide],
  );
  const onDecideIds = useCallback(
    (changeIds: string[], decision: "accept" | "keep") => {
      decide.mutate({ decision, changeIds }, { onError: fail });
    },
    [decide],
  );
  const onUndoIds = useCallback((changeIds: string[]) => undo.mutate(changeIds, { onError: fail }), [undo]);
  const onUndo = useCallback(
    (change: ProjectChange) => {
      undo.mutate([change.id], { onError: fail });
    },
    [undo],
  );
  const acceptAll = () => {
    const ids = pending.map((c) => c.id);
    decide.mutate({ decision: "accept" }, { onSuccess: () => setLastAll(ids), onError: fail });
  };
  const undoAll = () => undo.mutate(lastAll, { onSuccess: () => setLastAll([]), onError: fail });

  return { busy, canUndoAll: lastAll.length > 0, onDecide, onDecideIds, onUndo, onUndoIds, acceptAll, undoAll };
}
