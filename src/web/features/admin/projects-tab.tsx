// Projects tab: every project with its members — the owner, editors and viewers with their roles — a page at a time.
import { FolderKanban } from "lucide-react";
import { adminProjectPageSchema, type AdminProject } from "../../../contract/admin";
import { ROLE_LABEL } from "../../../contract/project-members";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { api } from "@/config/paths";
import { useAdminPages } from "./admin-queries";
import { formatDate } from "./format";
import { QueryListState } from "./query-list-state";

function projectTitle(project: AdminProject): string {
  return [project.number, project.name].filter(Boolean).join(" ") || "Unnamed project";
}

function ProjectCard({ project }: { project: AdminProject }) {
  const title = projectTitle(project);
  return (
    <Card className="gap-3 py-4" data-testid="admin-project-card">
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 className="font-semibold wrap-anywhere">{title}</h2>
          <p className="text-sm text-muted-foreground">
            Started {formatDate(project.createdAt)} · {project.documents}{" "}
            {project.documents === 1 ? "document" : "documents"}
          </p>
        </div>
        <p className="font-mono text-xs break-all text-muted-foreground">ID: {project.id}</p>
        <ul className="divide-y rounded-md border" aria-label={`Members of ${title}`}>
          {project.members.map((m) => (
            <li key={m.userId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{m.name}</p>
                <p className="text-muted-foreground break-all">{m.email}</p>
              </div>
              <Badge variant={m.role === "owner" ? "default" : m.role === "editor" ? "secondary" : "outline"}>
                {ROLE_LABEL[m.role]}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function ProjectsTab() {
  const query = useAdminPages(adminProjectPageSchema, api.adminProjects);
  return (
    <QueryListState query={query} emptyIcon={FolderKanban} emptyTitle="No projects yet">
      {(list) => list.map((p) => <ProjectCard key={p.id} project={p} />)}
    </QueryListState>
  );
}
