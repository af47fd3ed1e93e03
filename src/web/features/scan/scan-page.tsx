// Scan Documents (product §2): choose PDFs, check credits, upload, then watch the building go up until the results open.
import { useState } from "react";
import { Sparkles } from "lucide-react";
import type { FileRejection } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/page-header";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { InsufficientCreditsAlert, YourCreditsCard } from "./credits-panels";
import { DropProblemsAlert } from "./drop-problems-alert";
import { rejectionMessages } from "./drop-rejections";
import { addFiles, checkCredits, insufficientCreditsMessage } from "./file-selection";
import { FileDropZone } from "./file-drop-zone";
import { HowItWorksNotice } from "./how-it-works-notice";
import { ScannedBeforeDialog } from "./scanned-before-dialog";
import { ScanningView } from "./scanning-view";
import { SelectedFilesList } from "./selected-files-list";
import { UploadProgress } from "./upload-progress";
import { useDeclaredPageCounts } from "./use-declared-page-counts";
import { useEarlierScanCheck } from "./use-earlier-scan-check";
import { useAppInfo } from "@/hooks/use-app-info";
import { useScanFlow } from "./use-scan-flow";
import { ProjectUploadFields, uploadQuery, type UploadTarget } from "./project-upload-fields";

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
  const [, navigate] = useLocation();
  const credits = user?.credits ?? 0;
  const check = checkCredits(files, credits);
  const uploading = phase.kind === "uploading";

  const { checking, ask, checkEarlierScans, settle } = useEarlierScanCheck(files, setFiles);

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

  if (phase.kind === "processing") return <ScanningView phase={phase} />;

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
            <DropProblemsAlert problems={problems} />
            <SelectedFilesList
              files={files}
              disabled={uploading}
              onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
              onClear={() => setFiles([])}
              pageCounts={pageCounts}
              maxPagesPerFile={appInfo?.maxPagesPerFile}
            />
            {uploading && <UploadProgress percent={phase.percent} />}
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
