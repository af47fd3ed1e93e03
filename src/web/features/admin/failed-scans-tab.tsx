import { FileWarning } from "lucide-react";
import { failedScanPageSchema } from "../../../contract/admin";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "./format";
import { api } from "@/config/paths";
import { useAdminPages } from "./admin-queries";
import { QueryListState } from "./query-list-state";

export function FailedScansTab() {
  const query = useAdminPages(failedScanPageSchema, api.adminFailedScans);
  return (
    <QueryListState query={query} emptyIcon={FileWarning} emptyTitle="No failed scans">
      {(scans) => (
        <div className="space-y-3">
          {scans.map((s) => (
            <Card key={s.id} className="py-4">
              <CardContent className="space-y-2">
                <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                  <p className="font-semibold wrap-anywhere">{s.fileName}</p>
                  <p className="text-sm text-muted-foreground">{formatDate(s.createdAt)}</p>
                </div>
                <p className="text-sm wrap-anywhere">
                  {s.userEmail}
                  {s.userName && <span className="text-muted-foreground"> · {s.userName}</span>}
                </p>
                <p className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {s.errorMessage || "No error message available"}
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </QueryListState>
  );
}
