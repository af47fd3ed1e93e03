// Scan Results (spec §2). Frame only; the submittal review and export land here.
import { ArrowLeft, FileSearch } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";

export function ResultsPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={paths.history}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <PageHeader title="Scan Results" description={id} />
      <Card>
        <CardContent>
          <EmptyState icon={FileSearch} title="No submittals were found in this document." />
        </CardContent>
      </Card>
    </div>
  );
}
