// Credits & Billing (spec §2). Frame only; packages, purchase and payment history land here.
import { Receipt } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/hooks/use-current-user";

export function BillingPage() {
  const { user } = useCurrentUser();
  return (
    <div className="space-y-6">
      <PageHeader title="Credits & Billing" description="Buy credits and review your purchases." />
      <Card>
        <CardHeader>
          <CardTitle>Your Credits</CardTitle>
          <CardDescription>Each credit allows you to scan one specification document</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-4xl font-bold">{user?.credits ?? 0}</p>
          <p className="text-sm text-muted-foreground">credits available</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Payment History</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyState icon={Receipt} title="No payment history yet" />
        </CardContent>
      </Card>
    </div>
  );
}
