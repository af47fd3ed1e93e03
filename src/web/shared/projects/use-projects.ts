// The user's projects (GET /api/projects), one project, its changes, and the reviewer's decisions on them. Query keys
// are the URLs (product §7): "/api/projects", "/api/projects/{id}", "/api/projects/{id}/changes", ".../notes".
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectChangeListSchema, type DecideChanges, type ProjectChange } from "../../../contract/project-changes";
import {
  projectListSchema,
  projectNotesSchema,
  projectSummarySchema,
  type ProjectSummary,
  type RenameProject,
} from "../../../contract/projects";
import { apiJson } from "@/lib/api-client";
import { queryWith } from "@/lib/query-client";
import { api } from "@/config/paths";

export const PROJECTS = "/api/projects";
const projectKey = (id: string) => [PROJECTS, id] as const;
const changesKey = (id: string) => [PROJECTS, id, "changes"] as const;

export function useProjects() {
  return useQuery({ queryKey: [PROJECTS], queryFn: queryWith(projectListSchema) });
}

export function useProject(projectId: string | null | undefined) {
  return useQuery<ProjectSummary>({
    queryKey: projectKey(projectId ?? ""),
    queryFn: queryWith(projectSummarySchema),
    enabled: !!projectId,
    // A document still being scanned: its changes appear when it completes.
    refetchInterval: (query) => (query.state.data?.documents.some((d) => d.status === "processing") ? 2000 : false),
  });
}

export function useProjectChanges(projectId: string) {
  return useQuery({ queryKey: changesKey(projectId), queryFn: queryWith(projectChangeListSchema) });
}

/** What comparing the project's new documents could not apply, per document. */
export function useProjectNotes(projectId: string) {
  return useQuery({ queryKey: [PROJECTS, projectId, "notes"], queryFn: queryWith(projectNotesSchema) });
}

/** A project's name as the user sees it: its own, else its number, else its first document's file name. */
export function projectLabel(project: ProjectSummary): string {
  return project.name || project.number || project.documents[0]?.fileName || "Untitled project";
}

/** Accept or keep changes, or undo decisions; the project's changes and its documents' registers are read again. */
export function useChangeDecisions(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = async (changes: ProjectChange[]) => {
    queryClient.setQueryData(changesKey(projectId), changes);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: [PROJECTS], exact: true }),
      queryClient.invalidateQueries({ queryKey: [api.scans] }),
    ]);
  };
  const decide = useMutation({
    mutationFn: (body: DecideChanges) =>
      apiJson(projectChangeListSchema, "POST", `${PROJECTS}/${encodeURIComponent(projectId)}/changes/decide`, body),
    onSuccess: refresh,
  });
  const undo = useMutation({
    mutationFn: (changeIds: string[]) =>
      apiJson(projectChangeListSchema, "POST", `${PROJECTS}/${encodeURIComponent(projectId)}/changes/undo`, {
        changeIds,
      }),
    onSuccess: refresh,
  });
  return { decide, undo };
}

/** Renames the project; the project and the list of projects are read again. */
export function useRenameProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenameProject) =>
      apiJson(projectSummarySchema, "PATCH", `${PROJECTS}/${encodeURIComponent(projectId)}`, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(projectKey(projectId), saved);
      await queryClient.invalidateQueries({ queryKey: [PROJECTS], exact: true });
    },
  });
}
