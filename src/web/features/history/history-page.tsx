// Scan History (spec §2): search by file name, status counts, and every scan grouped by month.
import { useState } from "react";
import { CircleCheck, Files, History, Loader, Search, SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";
import { StatCard } from "../dashboard/stat-card";
import { useScans } from "../dashboard/use-scans";
import { filterScansByFileName, groupScansByMonth, historyCounts } from "./history-list";
import { HistoryScanRow } from "./history-scan-row";

function NoScans({ searching }: { searching: boolean }) {
  if (searching) {
    return <EmptyState icon={SearchX} title="No scans found" description="Try adjusting your search query" />;
  }
  return (
    <EmptyState
      icon={History}
      title="No scans yet"
      description="Upload your first specification document to get started"
      action={
        <Button asChild>
          <Link href={paths.scan}>Start Scanning</Link>
        </Button>
      }
    />
  );
}

export function HistoryPage() {
  const [query, setQuery] = useState("");
  const { data: scans = [], isLoading } = useScans();
  const counts = historyCounts(scans);
  const groups = groupScansByMonth(filterScansByFileName(scans, query));
  return (
    <div className="space-y-6">
      <PageHeader title="Scan History" description="Every document you have scanned." />
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search by filename..."
          aria-label="Search by filename"
          className="pl-9"
        />
      </div>
      <section aria-label="Scan counts" className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label="Total Scans" value={counts.total} icon={Files} />
        <StatCard label="Completed" value={counts.completed} icon={CircleCheck} />
        <StatCard label="Processing" value={counts.processing} icon={Loader} />
      </section>
      {isLoading ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading scans" />
        </div>
      ) : groups.length === 0 ? (
        <Card>
          <CardContent>
            <NoScans searching={query.trim() !== ""} />
          </CardContent>
        </Card>
      ) : (
        groups.map((group) => (
          <Card key={group.key} className="gap-2">
            <CardHeader>
              <h2 className="leading-none font-semibold">{group.label}</h2>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">
                {group.scans.map((scan) => (
                  <HistoryScanRow key={scan.id} scan={scan} />
                ))}
              </ul>
            </CardContent>
          </Card>
        ))
      )}
    </div>
  );
}
