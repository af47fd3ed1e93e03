// 'Projects' on the dashboard and history: each project's name and number, whether it is the user's own or shared with
// them (by whom, as what), its documents (file, kind, date, who added and paid for it), the changes waiting for
// review, a link to its log and, for an owner or editor, one to add a document.
import { format } from "date-fns";
import { FolderOpen } from "lucide-react";
import { Link } from "wouter";
import { DOCUMENT_KIND_LABELS } from "../../../contract/project-documents";
import { ROLE_LABEL } from "../../../contract/project-members";
import type { ProjectSummary } from "../../../contract/projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { projectLabel, useProjects } from "./use-projects";

function ProjectRow({ project }: { project: ProjectSummary }) {
  const label = projectLabel(project);
  const open = project.documents.find((d) => d.status === "completed") ?? project.documents[0];
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <FolderOpen className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-48 flex-1">
          <p className="font-medium break-words">{label}</p>
          {project.number && project.name && <p className="text-sm text-muted-foreground">No. {project.number}</p>}
        </div>
        {project.role === "owner" ? (
          <Badge variant="outline">Owned by you</Badge>
        ) : (
          <Badge variant="outline">
            Shared by {project.ownerName} · {ROLE_LABEL[project.role]}
          </Badge>
        )}
        {project.pendingChanges > 0 && (
          <Badge variant="info">
            {project.pendingChanges} {project.pendingChanges === 1 ? "change" : "changes"} to review
          </Badge>
        )}
        <div className="flex flex-wrap gap-2">
          {open && (
            <Button asChild variant="outline" size="sm">
              <Link href={paths.results(open.id)} aria-label={`Open project ${label}`}>
                Open
              </Link>
            </Button>
          )}
          {project.role !== "viewer" && (
            <Button asChild variant="ghost" size="sm">
              <Link
                href={`${paths.scan}?projectId=${encodeURIComponent(project.id)}`}
                aria-label={`Add document to ${label}`}
              >
                Add document
              </Link>
            </Button>
          )}
        </div>
      </div>
      <ul className="ml-8 space-y-1 text-sm text-muted-foreground" aria-label={`Documents of ${label}`}>
        {project.documents.map((d) => (
          <li key={d.id} className="break-words">
            {d.fileName} · {DOCUMENT_KIND_LABELS[d.kind]} · {format(new Date(`${d.date}T00:00:00`), "MMM d, yyyy")} ·
            added by {d.uploadedBy.name} ({d.creditsUsed} {d.creditsUsed === 1 ? "credit" : "credits"})
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * `limit`: the newest projects shown (all when undefined); `onlyMulti`: only projects of several documents, and those
 * shared with the user (their documents are not in the user's own list of scans).
 */
export function ProjectsCard({ limit, onlyMulti = false }: { limit?: number; onlyMulti?: boolean }) {
  const { data } = useProjects();
  const projects = (data ?? [])
    .filter((p) => !onlyMulti || p.documents.length > 1 || p.role !== "owner")
    .slice(0, limit);
  if (projects.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Projects
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {projects.map((p) => (
            <ProjectRow key={p.id} project={p} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
