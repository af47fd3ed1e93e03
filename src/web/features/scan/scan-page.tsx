// Scan Documents (product §2): choose PDFs, check credits, upload, then watch the building go up until the results open.
import { useState } from "react";
import { Sparkles } from "lucide-react";
import type { FileRejection } from "react-dropzone";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { PageHeader } from "@/components/page-header";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { BuildingProgress } from "./building-progress";
import { floorsForBookSize } from "@/shared/scans/building-progress-model";
import { batchMessage, batchOutcome, batchPercent } from "@/shared/scans/batch-progress-model";
import { BatchFileList } from "./batch-file-list";
import { InsufficientCreditsAlert, YourCreditsCard } from "./credits-panels";
import { rejectionMessages } from "./drop-rejections";
import { findEarlierScansOf, type EarlierScanOfFile } from "./earlier-scans";
import { addFiles, checkCredits, insufficientCreditsMessage } from "./file-selection";
import { FileDropZone } from "./file-drop-zone";
import { HowItWorksNotice } from "./how-it-works-notice";
import { ScannedBeforeDialog } from "./scanned-before-dialog";
import { SelectedFilesList } from "./selected-files-list";
import { useDeclaredPageCounts } from "./use-declared-page-counts";
import { useAppInfo } from "@/hooks/use-app-info";
import { useScanFlow, type ScanPhase } from "./use-scan-flow";
import { ProjectUploadFields, uploadQuery, type UploadTarget } from "./project-upload-fields";

function ProgressView({ phase }: { phase: Extract<ScanPhase, { kind: "processing" }> }) {
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

export function ScanPage() {
  const { user } = useCurrentUser();
  const { phase, start } = useScanFlow();
  const [files, setFiles] = useState<File[]>([]);
  const pageCounts = useDeclaredPageCounts(files);
  const appInfo = useAppInfo();
  const [problems, setProblems] = useState<string[]>([]);
  const [target, setTarget] = useState<UploadTarget>(() => ({
    projectId: new URLSearchParams(window.location.search).get("projectId"),
    kind: "addendum",
  }));
  // Files being compared with earlier scans (Start waits for them), and the repeats still to be asked about.
  const [checking, setChecking] = useState(0);
  const [asks, setAsks] = useState<EarlierScanOfFile<File>[]>([]);
  const [, navigate] = useLocation();
  const credits = user?.credits ?? 0;
  const check = checkCredits(files, credits);
  const uploading = phase.kind === "uploading";

  const checkEarlierScans = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setChecking((n) => n + 1);
    findEarlierScansOf(chosen)
      .then((found) => setAsks((current) => [...current, ...found]))
      // The check only spares a repeat; when it cannot be made the files are scanned as chosen.
      .catch((error: unknown) => console.warn("Could not check the files against earlier scans", error))
      .finally(() => setChecking((n) => n - 1));
  };
  // Only files still on the list are asked about (one may have been removed while it was being checked).
  const ask = asks.find((a) => files.includes(a.file)) ?? null;
  const settle = (leaveOut: boolean) => {
    if (!ask) return;
    if (leaveOut) setFiles((current) => current.filter((f) => f !== ask.file));
    setAsks((current) => current.filter((a) => a !== ask));
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const added = addFiles(files, accepted);
    setFiles(added.files);
    checkEarlierScans(added.files.filter((f) => !files.includes(f)));
    setProblems(rejectionMessages(rejected, added.droppedForLimit));
    // Product §8: too few credits for the chosen files is said when they are chosen, not only by a disabled button.
    const after = checkCredits(added.files, credits);
    if (added.files.length > files.length && !after.sufficient) {
      toast({ variant: "destructive", title: "Insufficient Credits", description: insufficientCreditsMessage(after) });
    }
  };

  const onStart = async () => {
    if (!check.sufficient) {
      toast({ variant: "destructive", title: "Insufficient Credits", description: insufficientCreditsMessage(check) });
      return;
    }
    setProblems([]);
    // The upload view is cleared either way: on success the progress view takes over, on failure the user starts again.
    await start(files, uploadQuery(target));
    setFiles([]);
  };

  if (phase.kind === "processing") {
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

  return (
    <div className="space-y-6">
      <PageHeader
        title="Scan Documents"
        description="Upload specification PDFs and extract every submittal requirement."
      />
      <HowItWorksNotice />
      {user && credits === 0 && <InsufficientCreditsAlert />}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        {/* min-w-0: a grid item is otherwise as wide as its longest unbreakable line (a long file name, truncated). */}
        <Card className="min-w-0">
          <CardContent className="space-y-4">
            <FileDropZone disabled={uploading} onDrop={onDrop} />
            {problems.length > 0 && (
              <Alert variant="destructive" aria-live="polite">
                <AlertTitle>Some files were not added</AlertTitle>
                <AlertDescription>
                  <ul className="list-disc pl-4">
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </AlertDescription>
              </Alert>
            )}
            <SelectedFilesList
              files={files}
              disabled={uploading}
              onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
              onClear={() => setFiles([])}
              pageCounts={pageCounts}
              maxPagesPerFile={appInfo?.maxPagesPerFile}
            />
            {uploading && (
              <div className="space-y-2" aria-live="polite">
                <div className="flex justify-between text-sm">
                  <span>Uploading...</span>
                  <span className="tabular-nums">{phase.percent}%</span>
                </div>
                <Progress value={phase.percent} aria-label="Upload progress" />
              </div>
            )}
            <ProjectUploadFields value={target} onChange={setTarget} disabled={uploading} />
            <Button
              size="lg"
              className="w-full"
              disabled={files.length === 0 || uploading || !check.sufficient || checking > 0 || ask !== null}
              onClick={() => void onStart()}
            >
              <Sparkles aria-hidden />
              {uploading ? "Uploading..." : "Start AI Processing"}
            </Button>
            {checking > 0 && (
              <p className="text-sm text-muted-foreground" role="status">
                Checking whether you scanned these files before...
              </p>
            )}
          </CardContent>
        </Card>
        <YourCreditsCard check={check} fileCount={files.length} />
      </div>
      <ScannedBeforeDialog
        ask={ask}
        onOpenEarlier={(scanId) => navigate(paths.results(scanId))}
        onScanAgain={() => settle(false)}
        onLeaveOut={() => settle(true)}
      />
    </div>
  );
}
