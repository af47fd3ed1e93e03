// Scan Results (product §2): header, then the state of the scan — processing, failed, not found, or the review screen. A
// scan that is one of several files uploaded together opens the batch's combined log (see docs/decisions/).
import { useMemo } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useParams } from "wouter";
import type { BatchDetail } from "../../../contract/batches";
import { GENERIC_SCAN_ERROR } from "../../../contract/scan-messages";
import type { ScanDetail } from "../../../contract/scans";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { DeleteScansButton } from "@/features/history/delete-scans-button";
import { ProjectBody } from "./project-results";
import { PresenceNote } from "@/features/projects/sharing/presence-note";
import { ShareProjectButton } from "@/features/projects/sharing/share-dialog";
import { projectLabel, useProject } from "@/shared/projects/use-projects";
import { CompletedResults, type SendCardsSlot } from "@/features/results/completed-results";
import { ProcessingCard } from "@/features/results/loading/processing-card";
import { FailedCard, ScanNotFound } from "@/features/results/loading/results-states";
import { useBatchDetail } from "@/features/results/loading/use-batch-detail";
import { useScanDetail } from "@/features/results/loading/use-scan-detail";
import { ProcoreSendCard } from "@/features/procore/procore-send-card";
import { AutodeskSendCard } from "@/features/autodesk/autodesk-send-card";

function Loading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label="Loading scan" />
    </div>
  );
}

/** Under a single file's log: Send to Procore, and Send to Autodesk Build for those who may send. */
const sendCards: SendCardsSlot = (scanId, unsaved, canSend) => (
  <>
    <ProcoreSendCard scanId={scanId} unsaved={unsaved} canSend={canSend} />
    {canSend && <AutodeskSendCard scanId={scanId} unsaved={unsaved} />}
  </>
);

function SingleScanBody({ scan }: { scan: ScanDetail }) {
  const scans = useMemo(() => [scan], [scan]);
  if (scan.status === "processing") return <ProcessingCard key={scan.id} scans={scans} />;
  if (scan.status === "failed") return <FailedCard errorMessage={scan.errorMessage} charged={scan.creditsUsed > 0} />;
  if (scan.status === "completed") return <CompletedResults key={scan.id} scans={scans} sendCards={sendCards} />;
  return (
    <p>
      Status: <Badge variant="outline">{scan.status}</Badge>
    </p>
  );
}

/** The combined log once every file is finished; the spec's failed card when none of them could be read. */
function BatchBody({ batch }: { batch: BatchDetail }) {
  const completed = useMemo(() => batch.scans.filter((s) => s.status === "completed"), [batch.scans]);
  if (batch.scans.some((s) => s.status === "processing")) return <ProcessingCard key={batch.id} scans={batch.scans} />;
  if (completed.length === 0) {
    const reasons = batch.scans.map((s) => `${s.fileName}: ${s.errorMessage || GENERIC_SCAN_ERROR}`).join("\n");
    return <FailedCard errorMessage={reasons} />;
  }
  return <CompletedResults key={batch.id} scans={completed} batchFiles={batch.scans} />;
}

export function ResultsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const scanQuery = useScanDetail(id);
  const scan = scanQuery.data;
  const batchQuery = useBatchDetail(scan?.batchId ?? null);
  // A batch of one file reads like a single scan; a batch that cannot be loaded falls back to the scan itself.
  const batch = batchQuery.data && batchQuery.data.scans.length > 1 ? batchQuery.data : null;
  const waitingForBatch = !!scan?.batchId && batchQuery.isLoading;
  // A scan that is one document of several opens its project: the changes newer documents bring, and one log.
  const projectQuery = useProject(scan?.projectId);
  const project = projectQuery.data && projectQuery.data.documents.length > 1 ? projectQuery.data : null;
  const waitingForProject = !!scan?.projectId && projectQuery.isLoading;

  let body;
  if (scanQuery.isLoading || waitingForBatch || waitingForProject) body = <Loading />;
  else if (project) body = <ProjectBody project={project} />;
  else if (batch) body = <BatchBody batch={batch} />;
  else if (scan) body = <SingleScanBody scan={scan} />;
  else {
    // A missing scan, someone else's scan (the server answers 404 for both) or a malformed id.
    const error = scanQuery.error;
    const notFound = !(error instanceof ApiError) || error.status === 404 || error.status === 400;
    body = notFound ? (
      <ScanNotFound />
    ) : (
      <p className="text-destructive">Could not load this scan. Please reload the page.</p>
    );
  }

  // Not while the batch is loading: its first file alone must not be offered for deletion; a shared project's
  // documents are deleted by its owner only.
  const notOwner = !!projectQuery.data && projectQuery.data.role !== "owner";
  const deletable = waitingForBatch || project || notOwner ? null : batch ? batch.scans : scan ? [scan] : null;
  const shared = projectQuery.data;
  const fileNames = project
    ? `${projectLabel(project)}: ${project.documents.map((d) => d.fileName).join(", ")}`
    : batch
      ? batch.scans.map((s) => s.fileName).join(", ")
      : scan?.fileName;
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={paths.history}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <PageHeader
        title="Scan Results"
        description={fileNames && <span className="wrap-anywhere">{fileNames}</span>}
        // One file's results, or every file of a combined log, can be deleted here.
        actions={
          (shared || deletable) && (
            <div className="flex flex-wrap gap-2">
              {shared && (
                <ShareProjectButton projectId={shared.id} projectName={projectLabel(shared)} role={shared.role} />
              )}
              {deletable && <DeleteScansButton withLabel scans={deletable} onDeleted={() => navigate(paths.history)} />}
            </div>
          )
        }
      />
      {shared && <PresenceNote projectId={shared.id} />}
      {body}
    </div>
  );
}
