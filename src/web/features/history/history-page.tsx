// Scan History (product §2): search by file name (on the server), status counts, and the scans grouped by month, loaded a
// page at a time as the list scrolls.
import { useMemo, useState } from "react";
import { CircleCheck, Files, History, Loader, Search, SearchX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { StatCard } from "@/components/stat-card";
import { useScanOverview } from "@/shared/scans/use-scan-overview";
import { historyRows } from "./history-list";
import { ProjectsCard } from "@/shared/projects/projects-card";
import { HistoryScanList } from "./history-scan-list";
import { useScanPages } from "./use-scan-pages";

/** Typing pauses this long before the server is asked: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 250;

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
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { data: overview } = useScanOverview();
  const pages = useScanPages(search);
  const rows = useMemo(() => historyRows(pages.data?.pages.flatMap((p) => p.items) ?? []), [pages.data]);
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
        <StatCard label="Total Scans" value={overview?.total ?? 0} icon={Files} />
        <StatCard label="Completed" value={overview?.completed ?? 0} icon={CircleCheck} />
        <StatCard label="Processing" value={overview?.processing ?? 0} icon={Loader} />
      </section>
      <ProjectsCard onlyMulti />
      {pages.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading scans" />
        </div>
      ) : rows.length === 0 ? (
        <Card>
          <CardContent>
            <NoScans searching={search.trim() !== ""} />
          </CardContent>
        </Card>
      ) : (
        <HistoryScanList
          rows={rows}
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          fetchNextPage={() => void pages.fetchNextPage({ cancelRefetch: false })}
        />
      )}
    </div>
  );
}
