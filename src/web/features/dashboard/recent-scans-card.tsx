// 'Recent Scans': the five newest scans with size, date and status, or the empty state.
import { format } from "date-fns";
import { FileText, ScanLine } from "lucide-react";
import { Link } from "wouter";
import type { ScanSummary } from "../../../contract/scans";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatSizeKb } from "./dashboard-stats";
import { ScanStatusBadge } from "@/shared/scans/scan-status-badge";

function RecentScanRow({ scan }: { scan: ScanSummary }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-48 flex-1">
        <p className="font-medium break-words">{scan.fileName}</p>
        <p className="text-sm text-muted-foreground">
          {formatSizeKb(scan.fileSize)} · {format(new Date(scan.createdAt), "MMM d, yyyy")}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <ScanStatusBadge status={scan.status} />
        {scan.status === "completed" && (
          <Button asChild variant="outline" size="sm">
            <Link href={paths.results(scan.id)} aria-label={`View results of ${scan.fileName}`}>
              View
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}

export function RecentScansCard({ scans, isLoading }: { scans: readonly ScanSummary[]; isLoading: boolean }) {
  // The server sends the five newest, newest first (GET /api/scans/overview).
  const latest = scans;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Recent Scans</CardTitle>
        {latest.length > 0 && (
          <Button asChild variant="link" size="sm" className="h-auto p-0">
            <Link href={paths.history}>View All</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading scans" />
          </div>
        ) : latest.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="No scans yet"
            action={
              <Button asChild>
                <Link href={paths.scan}>
                  <ScanLine aria-hidden />
                  Scan Your First Document
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className="divide-y">
            {latest.map((scan) => (
              <RecentScanRow key={scan.id} scan={scan} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
