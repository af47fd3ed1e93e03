// Scan History (spec §2). Frame only; the searchable, month-grouped list lands here.
import { History } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";

export function HistoryPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Scan History" description="Every document you have scanned." />
      <Card>
        <CardContent>
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
        </CardContent>
      </Card>
    </div>
  );
}
