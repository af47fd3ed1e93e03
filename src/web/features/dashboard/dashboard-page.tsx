// Dashboard (spec §2): an overview of scanning activity. Frame only; the scanning screens fill it in.
import { FileText, ScanLine } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";

export function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description="An overview of your scanning activity." />
      <Card>
        <CardHeader>
          <CardTitle>Recent Scans</CardTitle>
        </CardHeader>
        <CardContent>
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
        </CardContent>
      </Card>
    </div>
  );
}
