// On the upload screen: which project the files go into (a new one by default, so the single-file flow is unchanged)
// and, for an existing project, what the document is to it.
import { DOCUMENT_KINDS, type DocumentKind } from "../../../contract/project-documents";
import { projectLabel, useProjects } from "@/shared/projects/use-projects";

export type UploadTarget = { projectId: string | null; kind: DocumentKind };

const KIND_CHOICES: Record<DocumentKind, { label: string; hint: string }> = {
  volume: { label: "Another volume", hint: "More of the book; its items join the log as they are." },
  addendum: { label: "An addendum", hint: "Adds, replaces or deletes sections; you review each change." },
  bulletin: { label: "A bulletin", hint: "Like an addendum: changes to the sections it holds." },
  revision: { label: "A revised issue", hint: "A new issue of the whole book, compared with your log." },
};

/** The upload's query for POST /api/scans: empty for a new project. */
export function uploadQuery(target: UploadTarget): string {
  if (!target.projectId) return "";
  return `?${new URLSearchParams({ projectId: target.projectId, kind: target.kind }).toString()}`;
}

export function ProjectUploadFields({
  value,
  onChange,
  disabled,
}: {
  value: UploadTarget;
  onChange: (next: UploadTarget) => void;
  disabled: boolean;
}) {
  const { data: projects } = useProjects();
  if (!projects || projects.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor="upload-project" className="text-sm font-medium">
          Project
        </label>
        <select
          id="upload-project"
          className="h-10 w-full rounded-md border bg-background px-3 text-sm"
          value={value.projectId ?? ""}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, projectId: e.target.value || null })}
        >
          <option value="">New project</option>
          {projects
            .filter((p) => p.role !== "viewer")
            .map((p) => (
              <option key={p.id} value={p.id}>
                {projectLabel(p)}
              </option>
            ))}
        </select>
      </div>
      {value.projectId && (
        <fieldset className="space-y-2" disabled={disabled}>
          <legend className="text-sm font-medium">What is this document?</legend>
          {(Object.keys(KIND_CHOICES) as DocumentKind[])
            .filter((kind) => DOCUMENT_KINDS.includes(kind))
            .map((kind) => (
              <label key={kind} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="document-kind"
                  value={kind}
                  className="mt-1"
                  checked={value.kind === kind}
                  onChange={() => onChange({ ...value, kind })}
                />
                <span>
                  <span className="font-medium">{KIND_CHOICES[kind].label}</span>
                  <span className="block text-muted-foreground">{KIND_CHOICES[kind].hint}</span>
                </span>
              </label>
            ))}
        </fieldset>
      )}
    </div>
  );
}
