// Scan Documents while the chosen files are scanned: the building going up, and each file's state for a batch.
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/page-header";
import { floorsForBookSize } from "@/shared/scans/building-progress-model";
import { batchMessage, batchOutcome, batchPercent } from "@/shared/scans/batch-progress-model";
import { BatchFileList } from "./batch-file-list";
import { BuildingProgress } from "./building-progress";
import type { ScanPhase } from "./use-scan-flow";

type ProcessingPhase = Extract<ScanPhase, { kind: "processing" }>;

function ProgressView({ phase }: { phase: ProcessingPhase }) {
  const complete = batchOutcome(phase.files) === "completed";
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {complete ? "Scan finished" : phase.files.length > 1 ? "Scanning your documents" : "Scanning your document"}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <BuildingProgress
          floors={floorsForBookSize(phase.totalBytes)}
          percent={batchPercent(phase.files)}
          message={batchMessage(phase.files)}
          complete={complete}
        />
        {phase.files.length > 1 && <BatchFileList files={phase.files} />}
      </CardContent>
    </Card>
  );
}

export function ScanningView({ phase }: { phase: ProcessingPhase }) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Scan Documents"
        description={
          phase.files.length > 1
            ? `Your ${phase.files.length} documents are being scanned into one submittal log.`
            : "Your document is being scanned."
        }
      />
      <ProgressView phase={phase} />
    </div>
  );
}
