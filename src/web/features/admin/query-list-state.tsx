// Loading, error and empty states shared by the admin lists, so each tab only renders rows.
import type * as React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, type LucideIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/empty-state";

export function QueryListState<T>({
  query,
  emptyIcon,
  emptyTitle,
  children,
}: {
  query: UseQueryResult<T[]>;
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
  if (query.data.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />;
  return <>{children(query.data)}</>;
}
