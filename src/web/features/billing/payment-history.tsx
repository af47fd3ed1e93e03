// Payment History: credits added, date, amount with two decimals and a status badge, newest first.
import { format } from "date-fns";
import { Receipt } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/empty-state";
import type { Payment } from "../../../contract/payments";
import { usePayments } from "./use-billing";

function StatusBadge({ status }: { status: string }) {
  if (status === "completed") return <Badge variant="success">Completed</Badge>;
  if (status === "pending") return <Badge variant="secondary">Pending</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}

function PaymentRow({ payment }: { payment: Payment }) {
  const created = new Date(payment.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {payment.creditsAdded} {payment.creditsAdded === 1 ? "credit" : "credits"} added
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={payment.createdAt}>{format(created, "MMM d, yyyy 'at' h:mm a")}</time>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">${Number(payment.amount).toFixed(2)}</span>
        <StatusBadge status={payment.status} />
      </div>
    </li>
  );
}

export function PaymentHistory() {
  const { data: payments = [], isLoading, isError } = usePayments();
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Payment History</h2>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading payment history" />
          </div>
        ) : isError ? (
          <p role="alert" className="py-4 text-sm text-destructive">
            Could not load your payment history. Please reload the page.
          </p>
        ) : payments.length === 0 ? (
          <EmptyState icon={Receipt} title="No payment history yet" description="Purchased credits appear here." />
        ) : (
          <ul className="divide-y" aria-label="Payments">
            {payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
