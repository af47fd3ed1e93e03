// What comparing a project's new documents could not apply, per document (GET /api/projects/:id/notes): an addendum's
// instruction naming a section the register does not hold, a section it carries that no instruction names. Shown
// above the changes, so the reviewer knows what to check in the addendum by hand.
import { useEffect, useRef } from "react";
import { TriangleAlert } from "lucide-react";
import type { ProjectDocumentNotes } from "../../../contract/projects";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useProjectNotes } from "@/shared/projects/use-projects";

function DocumentNotes({ notes }: { notes: ProjectDocumentNotes }) {
  return (
    <Alert variant="default" role="note" aria-labelledby={`notes-${notes.documentId}`}>
      <TriangleAlert aria-hidden />
      <AlertTitle id={`notes-${notes.documentId}`} className="break-words">
        Not applied from {notes.fileName}
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {notes.notes.map((note) => (
            <li key={note} className="break-words">
              {note}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** `documentsKey` changes when a document completes: its notes are read again. */
export function ProjectNotes({ projectId, documentsKey }: { projectId: string; documentsKey: string }) {
  const { data, refetch } = useProjectNotes(projectId);
  const seen = useRef(documentsKey);
  useEffect(() => {
    if (seen.current === documentsKey) return;
    seen.current = documentsKey;
    void refetch();
  }, [documentsKey, refetch]);
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Notes from new documents" className="space-y-2">
      {data.map((notes) => (
        <DocumentNotes key={notes.documentId} notes={notes} />
      ))}
    </section>
  );
}
