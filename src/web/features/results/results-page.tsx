// Scan Results (spec §2): header, then the state of the scan — processing, failed, not found, or the review screen.
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { CompletedResults } from "./completed-results";
import { FailedCard, ProcessingCard, ScanNotFound } from "./results-states";
import { useScanDetail } from "./use-scan-detail";

function ResultsBody({ query }: { query: ReturnType<typeof useScanDetail> }) {
  const { data: scan, error, isLoading } = query;
  if (isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading scan" />
      </div>
    );
  }
  if (!scan) {
    // A missing scan, someone else's scan (the server answers 404 for both) or a malformed id.
    const notFound = !(error instanceof ApiError) || error.status === 404 || error.status === 400;
    return notFound ? (
      <ScanNotFound />
    ) : (
      <p className="text-destructive">Could not load this scan. Please reload the page.</p>
    );
  }
  return (
    <>
      {scan.status === "processing" ? (
        <ProcessingCard />
      ) : scan.status === "failed" ? (
        <FailedCard errorMessage={scan.errorMessage} />
      ) : scan.status === "completed" ? (
        <CompletedResults key={scan.id} scan={scan} />
      ) : (
        <p>
          Status: <Badge variant="outline">{scan.status}</Badge>
        </p>
      )}
    </>
  );
}

export function ResultsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const query = useScanDetail(id);
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
        description={query.data && <span className="break-all">{query.data.fileName}</span>}
      />
      <ResultsBody query={query} />
    </div>
  );
}
