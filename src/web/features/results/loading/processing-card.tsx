// The results page of a scan still being read (product §2's 'Processing Document' card) with its live progress: pages read,
// the percentage and the engine's status line, from the same progress socket the scan screen follows. The page itself
// polls the scan and shows the results once it is finished.
import { useState } from "react";
import { Loader2 } from "lucide-react";
import type { ProgressMessage, ScanSummary } from "../../../../contract/scans";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import {
  applyProgressMessage,
  batchMessage,
  batchPercent,
  type FileProgress,
} from "@/shared/scans/batch-progress-model";
import { initialProgressMessage } from "@/shared/scans/building-progress-model";
import { useScanProgress } from "@/shared/scans/use-scan-progress";

export type ProcessingScan = Pick<ScanSummary, "id" | "fileName" | "fileSize" | "status">;

/** A file's starting point: waiting for its first message, or already finished (the other files of a batch). */
function startingProgress(scan: ProcessingScan): FileProgress {
  const finished: ProgressMessage | null =
    scan.status === "completed" || scan.status === "failed"
      ? { scanId: scan.id, currentChunk: 1, totalChunks: 1, status: scan.status, message: "" }
      : null;
  return {
    scanId: scan.id,
    fileName: scan.fileName,
    bytes: scan.fileSize,
    message: finished ?? initialProgressMessage(scan.id),
  };
}

/** "12 of 40 pages read" over the files whose length the engine has told; null before any has. */
export function pagesReadText(files: readonly FileProgress[]): string | null {
  const counted = files.filter((f) => f.message.status === "processing" && f.message.currentChunk > 0);
  if (counted.length === 0) return null;
  const read = counted.reduce((sum, f) => sum + f.message.currentChunk, 0);
  const total = counted.reduce((sum, f) => sum + f.message.totalChunks, 0);
  return `${read} of ${total} ${total === 1 ? "page" : "pages"} read`;
}

export function ProcessingCard({ scans }: { scans: readonly ProcessingScan[] }) {
  const [files, setFiles] = useState(() => scans.map(startingProgress));
  const reading = files
    .filter((f) => f.message.status === "processing")
    .map((f) => f.scanId)
    .join(",");
  useScanProgress(reading, (message) => setFiles((current) => applyProgressMessage(current, message)));
  const percent = batchPercent(files);
  const pages = pagesReadText(files);

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">Processing Document</h2>
        <p className="max-w-md text-muted-foreground">
          AI is analyzing your specification document. This usually takes 30-60 seconds.
        </p>
        <div className="mt-2 w-full max-w-md space-y-2 text-left" data-testid="results-live-progress">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span>{pages ?? "Preparing the document..."}</span>
            <span className="font-semibold tabular-nums">{percent}%</span>
          </div>
          <Progress value={percent} aria-label="Scan progress" aria-valuetext={`${percent}%`} />
          <p className="text-sm break-words text-muted-foreground" aria-live="polite">
            {batchMessage(files)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
