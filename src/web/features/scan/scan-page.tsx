// Scan Documents (spec §2). Frame only; the upload and live progress land here.
import { Upload } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

export function ScanPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Scan Documents"
        description="Upload specification PDFs and extract every submittal requirement."
      />
      <Card>
        <CardContent>
          <EmptyState icon={Upload} title="Upload coming soon" description="Drop PDF specification files here." />
        </CardContent>
      </Card>
    </div>
  );
}
