// The results page of a scan that is one of several documents of a project: the changes its newer documents bring,
// then the project's combined log over every completed document (the batch's combined log, for a project), each item
// with its history.
import { useCallback, useMemo } from "react";
import { useQueries, type UseQueryOptions, type UseQueryResult } from "@tanstack/react-query";
import type { ProjectSummary } from "../../../contract/projects";
import { GENERIC_SCAN_ERROR } from "../../../contract/scan-messages";
import { scanDetailSchema, type ScanDetail } from "../../../contract/scans";
import { Spinner } from "@/components/ui/spinner";
import { queryWith } from "@/lib/query-client";
import { CompletedResults } from "@/features/results/completed-results";
import { ProcessingCard } from "@/features/results/loading/processing-card";
import { FailedCard } from "@/features/results/loading/results-states";
import { ItemHistoryContext, type ItemHistorySlot } from "@/features/results/log-view/item-history-slot";
import { scanDetailQueryKey } from "@/features/results/loading/use-scan-detail";
import { ItemHistoryDisclosure } from "@/features/results/history/item-history";
import { ProjectActivityCard } from "@/features/projects/project-activity-card";
import { ProjectChangesPanel } from "@/features/projects/project-changes-panel";
import { ProjectDetailsCard } from "@/features/projects/project-details-card";
import { ProjectNotes } from "@/features/projects/project-notes";

/** Null until every document's scan is loaded. Defined once, so useQueries keeps its result between renders. */
function allLoaded(results: ReadonlyArray<UseQueryResult<ScanDetail>>): ScanDetail[] | null {
  const scans = results.map((r) => r.data);
  return scans.every((s) => s !== undefined) ? scans : null;
}

/** Every document's scan, in the project's order (oldest first); null until all are loaded. */
function useDocumentScans(project: ProjectSummary): ScanDetail[] | null {
  return useQueries({
    queries: project.documents.map((d): UseQueryOptions<ScanDetail, Error, ScanDetail, readonly string[]> => ({
      queryKey: scanDetailQueryKey(d.id),
      queryFn: queryWith(scanDetailSchema),
    })),
    combine: allLoaded,
  });
}

export function ProjectBody({ project }: { project: ProjectSummary }) {
  const scans = useDocumentScans(project);
  const completed = useMemo(() => scans?.filter((s) => s.status === "completed") ?? [], [scans]);
  const historySlot = useCallback<ItemHistorySlot>(
    (savedPlace, description) => (
      <ItemHistoryDisclosure projectId={project.id} savedPlace={savedPlace} description={description} />
    ),
    [project.id],
  );
  if (!scans) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading project" />
      </div>
    );
  }
  const processing = scans.filter((s) => s.status === "processing");
  if (completed.length === 0 && processing.length === 0) {
    const reasons = scans.map((s) => `${s.fileName}: ${s.errorMessage || GENERIC_SCAN_ERROR}`).join("\n");
    return <FailedCard errorMessage={reasons} />;
  }
  return (
    <div className="space-y-6">
      {processing.length > 0 && <ProcessingCard key={processing.map((s) => s.id).join()} scans={processing} />}
      {project.role === "owner" && <ProjectDetailsCard key={`${project.name}\n${project.number}`} project={project} />}
      <ProjectNotes projectId={project.id} documentsKey={completed.map((s) => s.id).join()} />
      <ProjectChangesPanel projectId={project.id} />
      <ProjectActivityCard projectId={project.id} />
      {completed.length > 0 && (
        <ItemHistoryContext.Provider value={historySlot}>
          <CompletedResults key={completed.map((s) => s.id).join()} scans={completed} batchFiles={scans} />
        </ItemHistoryContext.Provider>
      )}
    </div>
  );
}
