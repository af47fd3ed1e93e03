// An item's history on a project's results page: a "History" disclosure in its row listing the issue that introduced
// it and each later issue that changed or removed it, with the reviewer's decision and who took it ("Changed by
// Revised issue (manual-rev1.pdf, 2026-11-02) — accepted, by Dana Lee, 2 Dec 2026 14:03"), then each save that changed
// it ("Edited by Dana Lee, 2 Dec 2026 14:03"). Read when opened (GET /api/projects/{id}/items/history), afresh each time.
import { useEffect, useId, useRef, useState } from "react";
import { History } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { CHANGE_CHOICE_LABELS } from "../../../../contract/merge-revision";
import { DOCUMENT_KIND_LABELS } from "../../../../contract/project-documents";
import {
  itemHistoryListSchema,
  type HistoryDocument,
  type ItemEdit,
  type ItemHistory,
  type ItemHistoryChange,
} from "../../../../contract/project-item-history";
import { queryWith } from "@/lib/query-client";
import { signature } from "@/lib/signed-at";
import { ROW_CONTROL } from "../keyboard/use-row-grid";
import { PROJECTS } from "@/shared/projects/use-projects";

const VERB: Record<ItemHistoryChange["kind"], string> = {
  added: "Added",
  changed: "Changed",
  removed: "Removed",
  attached: "Added",
};
const DECISION: Record<ItemHistoryChange["state"], string> = {
  pending: "not decided yet",
  accepted: "accepted",
  kept: "kept my version",
};

const EDIT_VERB: Record<ItemEdit["kind"], string> = {
  edited: "Edited",
  added: "Added",
  removed: "Removed",
  included: "Included",
  excluded: "Excluded",
};

/** The decision, with how a changed item was taken ("accepted: new text, my edits kept") and who decided when. */
function decisionWords(change: ItemHistoryChange): string {
  const words =
    change.state !== "accepted" || change.kind !== "changed" || !change.choice
      ? DECISION[change.state]
      : `${DECISION.accepted}: ${CHANGE_CHOICE_LABELS[change.choice].toLowerCase()}`;
  return change.decidedBy && change.decidedAt ? `${words}, by ${signature(change.decidedBy, change.decidedAt)}` : words;
}

const documentWords = (d: HistoryDocument) => `${DOCUMENT_KIND_LABELS[d.kind]} (${d.fileName}, ${d.date})`;

/** The lines of an item's history, oldest first. */
export function historyLines(history: ItemHistory): string[] {
  return [
    `Introduced by ${documentWords(history.introducedBy)}`,
    ...history.changes.map((c) => `${VERB[c.kind]} by ${documentWords(c.document)} — ${decisionWords(c)}`),
    ...history.edits.map((e) => `${EDIT_VERB[e.kind]} by ${signature(e.who, e.at)}`),
  ];
}

type HistoryListProps = { projectId: string; savedPlace: string | undefined; id: string };

function HistoryList({ projectId, savedPlace, id }: HistoryListProps) {
  const query = useQuery({
    queryKey: [PROJECTS, projectId, "items", "history"],
    queryFn: queryWith(itemHistoryListSchema),
    staleTime: 0,
    enabled: savedPlace !== undefined,
  });
  // A save moves items in their files' registers: the open history is read again for the item's new place.
  const { refetch } = query;
  const shownFor = useRef(savedPlace);
  useEffect(() => {
    if (shownFor.current === savedPlace) return;
    shownFor.current = savedPlace;
    if (savedPlace !== undefined) void refetch();
  }, [savedPlace, refetch]);
  if (savedPlace === undefined) return <p id={id}>The history shows once the changes to this document are saved.</p>;
  if (query.isPending) {
    return (
      <p id={id} role="status">
        Loading history…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p id={id} role="alert">
        The history could not be loaded.
      </p>
    );
  }
  const history = query.data.find((h) => `${h.documentId}/${h.index}` === savedPlace);
  if (!history) return <p id={id}>No history is recorded for this item.</p>;
  return (
    <ol id={id} className="list-inside list-disc space-y-0.5 wrap-anywhere text-foreground/80">
      {historyLines(history).map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ol>
  );
}

export function ItemHistoryDisclosure(props: {
  projectId: string;
  savedPlace: string | undefined;
  description: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="space-y-1 text-xs text-muted-foreground">
      <button
        type="button"
        {...ROW_CONTROL}
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${open ? "Hide history" : "History"} of "${props.description}"`}
        onClick={() => setOpen((v) => !v)}
      >
        <History className="size-3.5" aria-hidden />
        {open ? "Hide history" : "History"}
      </button>
      {open && <HistoryList projectId={props.projectId} savedPlace={props.savedPlace} id={id} />}
    </div>
  );
}
