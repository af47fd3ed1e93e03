// The log's edit history (GET /api/scans/:id/history per file): who saved, when, and what changed. Refreshed with the
// scan after every save (its query key sits under the scan's).
import { useQueries } from "@tanstack/react-query";
import { History } from "lucide-react";
import { scanHistorySchema, type HistoryCounts, type HistoryEntry } from "../../../../contract/scan-history";
import type { ScanDetail } from "../../../../contract/scans";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { scanDetailQueryKey } from "../loading/use-scan-detail";
import { queryWith } from "@/lib/query-client";

const SHOWN = 20;
const KIND_WORDS: Record<keyof HistoryCounts, string> = {
  added: "added",
  removed: "removed",
  edited: "edited",
  included: "included",
  excluded: "excluded",
};

export function summarizeCounts(counts: HistoryCounts): string {
  const parts = (Object.keys(KIND_WORDS) as (keyof HistoryCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${KIND_WORDS[kind]}`);
  return parts.join(", ");
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
type Row = HistoryEntry & { fileName?: string };

export function EditHistoryCard({ scans }: { scans: readonly ScanDetail[] }) {
  const results = useQueries({
    queries: scans.map((scan) => ({
      queryKey: [...scanDetailQueryKey(scan.id), "history"],
      queryFn: queryWith(scanHistorySchema),
    })),
  });
  const loading = results.some((r) => r.isLoading);
  const rows: Row[] = results
    .flatMap((result, i) =>
      (result.data ?? []).map((entry) => ({ ...entry, ...(scans.length > 1 ? { fileName: scans[i]?.fileName } : {}) })),
    )
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, SHOWN);
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden />
          Edit History
        </CardTitle>
        <CardDescription>Every saved change to this log: who saved it, when, and what changed.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p className="text-sm text-muted-foreground">Loading history…</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes saved yet.</p>
        ) : (
          <ol className="divide-y rounded-md border text-sm" aria-label="Saved changes, newest first">
            {rows.map((row) => (
              <li key={row.id} className="space-y-1 px-3 py-2">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium">{summarizeCounts(row.counts)}</span>
                  <span className="text-muted-foreground">
                    by {row.who}, <time dateTime={row.at}>{when.format(new Date(row.at))}</time>
                    {row.fileName && <span className="wrap-anywhere"> · {row.fileName}</span>}
                  </span>
                </div>
                {row.changes.length > 0 && (
                  <ul className="space-y-0.5 text-muted-foreground">
                    {row.changes.slice(0, 5).map((change, i) => (
                      <li key={i} className="break-words">
                        <span className="capitalize">{change.kind}</span>: {change.description}
                        {change.fields && change.fields.length > 0 && ` (${change.fields.join(", ")})`}
                      </li>
                    ))}
                    {row.changes.length > 5 && <li>and {row.changes.length - 5} more</li>}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
