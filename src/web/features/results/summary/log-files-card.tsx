// The files behind a combined log: how many items each gave, and which failed (not charged) or could not be included.
import { AlertCircle, FileText } from "lucide-react";
import { GENERIC_SCAN_ERROR } from "../../../../contract/scan-messages";
import type { ScanDetail } from "../../../../contract/scans";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

function itemCount(scan: ScanDetail): string {
  const n = scan.extractedData?.submittals.length ?? 0;
  return `${n} ${n === 1 ? "submittal" : "submittals"}`;
}

export function LogFilesCard({ scans }: { scans: readonly ScanDetail[] }) {
  const failed = scans.filter((s) => s.status === "failed").length;
  // A failure that kept its credit (a book too slow to open) says so in its own message.
  const refunded = scans.some((s) => s.status === "failed" && s.creditsUsed === 0);
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden />
          Files in This Log
        </CardTitle>
        <CardDescription>
          {scans.length - failed} of {scans.length} files combined into one submittal log, sorted by CSI division.
          {refunded && " You were not charged for files that failed (unless their message says otherwise)."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border text-sm">
          {scans.map((scan) => (
            <li key={scan.id} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 font-medium wrap-anywhere">{scan.fileName}</span>
              {scan.status === "failed" ? (
                <span className="inline-flex items-start gap-1 text-destructive sm:max-w-[60%] sm:text-right">
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  Failed: {scan.errorMessage || GENERIC_SCAN_ERROR}
                </span>
              ) : (
                <span className="shrink-0 text-muted-foreground">{itemCount(scan)}</span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
