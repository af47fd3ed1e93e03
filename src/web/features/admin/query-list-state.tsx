// Loading, error and empty states shared by the admin lists, and the button that loads their next page, so each tab
// only renders rows.
import type * as React from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { AlertCircle, type LucideIcon } from "lucide-react";
import type { Page } from "../../../contract/pages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/empty-state";

export type AdminListQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>>;

export function QueryListState<T>({
  query,
  emptyIcon,
  emptyTitle,
  children,
}: {
  query: AdminListQuery<T>;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  children: (rows: T[]) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Could not load this list</AlertTitle>
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  }
  const rows = query.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />;
  return (
    <div className="space-y-3">
      {children(rows)}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
          >
            {query.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      )}
    </div>
  );
}
