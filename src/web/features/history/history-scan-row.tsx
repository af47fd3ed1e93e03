// One scan in the history list (its list item is the virtual row around it): name, size, credits, times, error line, status and the way to its results.
import { format } from "date-fns";
import { FileText } from "lucide-react";
import { Link } from "wouter";
import type { ScanSummary } from "../../../contract/scans";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ScanStatusBadge } from "@/shared/scans/scan-status-badge";
import { DeleteScansButton } from "./delete-scans-button";
import { creditsLabel, formatSizeMb } from "./history-list";

export function HistoryScanRow({ scan }: { scan: ScanSummary }) {
  const completed = scan.status === "completed";
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words">{scan.fileName}</p>
          <p className="text-sm text-muted-foreground">
            {formatSizeMb(scan.fileSize)} · {creditsLabel(scan.creditsUsed)} · Created{" "}
            {format(new Date(scan.createdAt), "MMM d, yyyy h:mm a")}
            {/* A failed scan also gets a finishing time; only a completed one says "Completed". */}
            {completed && scan.completedAt && <> · Completed {format(new Date(scan.completedAt), "h:mm a")}</>}
          </p>
          {scan.errorMessage && <p className="text-sm text-destructive">Error: {scan.errorMessage}</p>}
        </div>
      </div>
      <div className="flex items-center gap-2 pl-8 sm:pl-0">
        <ScanStatusBadge status={scan.status} />
        <Button asChild variant={completed ? "default" : "outline"} size="sm">
          <Link href={paths.results(scan.id)}>{completed ? "View Results" : "View Details"}</Link>
        </Button>
        <DeleteScansButton scans={[scan]} />
      </div>
    </div>
  );
}
