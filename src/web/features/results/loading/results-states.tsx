// The failed and not-found states of a scan (product §2); the processing state is processing-card.tsx.
import { AlertCircle, CheckCircle2, FileQuestion } from "lucide-react";
import { GENERIC_SCAN_ERROR } from "../../../../contract/scan-messages";
import { Link } from "wouter";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { paths } from "@/config/paths";

/** `charged`: the failure kept its credit (a book too slow to open; its message says why), so no refund is promised. */
export function FailedCard({ errorMessage, charged = false }: { errorMessage: string | null; charged?: boolean }) {
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <AlertCircle className="size-5" aria-hidden />
          Scan Failed
        </CardTitle>
        <CardDescription>We&apos;re sorry, we couldn&apos;t process this document.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line">
          {errorMessage || GENERIC_SCAN_ERROR}
        </p>
        {!charged && (
          <Alert variant="success">
            <CheckCircle2 aria-hidden />
            <AlertDescription className="font-medium text-success">
              You were not charged - No credit was deducted for this failed scan.
            </AlertDescription>
          </Alert>
        )}
        <Button asChild>
          <Link href={paths.scan}>Try Again</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function ScanNotFound() {
  return (
    <Card>
      <CardContent>
        <EmptyState
          icon={FileQuestion}
          title="Scan Not Found"
          description="The scan you're looking for doesn't exist or has been deleted."
          action={
            <Button asChild>
              <Link href={paths.home}>Back to Dashboard</Link>
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
