// Under the building while a batch is scanned: each file with its own state, so a failed volume is visible at a glance.
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { progressPercent } from "@/shared/scans/building-progress-model";
import type { FileProgress } from "@/shared/scans/batch-progress-model";

function FileState({ file }: { file: FileProgress }) {
  const { status } = file.message;
  if (status === "completed") {
    return (
      <span className="inline-flex items-center gap-1 text-success">
        <CheckCircle2 className="size-4" aria-hidden />
        Completed
      </span>
    );
  }
  if (status === "failed") {
    return (
      <span className="inline-flex items-center gap-1 text-destructive">
        <XCircle className="size-4" aria-hidden />
        Failed
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground tabular-nums">
      <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden />
      {progressPercent(file.message)}%
    </span>
  );
}

export function BatchFileList({ files }: { files: readonly FileProgress[] }) {
  return (
    <ol aria-label="Files in this scan" className="divide-y rounded-md border text-sm">
      {files.map((file, i) => (
        <li
          key={file.scanId}
          className={cn(
            "flex items-center justify-between gap-3 px-3 py-2",
            file.message.status === "failed" && "bg-destructive/5",
          )}
        >
          <span className="min-w-0 wrap-anywhere">
            <span className="text-muted-foreground">{i + 1}. </span>
            {file.fileName}
          </span>
          <span className="shrink-0">
            <FileState file={file} />
          </span>
        </li>
      ))}
    </ol>
  );
}
