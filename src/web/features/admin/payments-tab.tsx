import { CreditCard } from "lucide-react";
import { adminPaymentPageSchema } from "../../../contract/admin";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { formatAmount, formatDateTime } from "./format";
import { api } from "@/config/paths";
import { useAdminPages } from "./admin-queries";
import { QueryListState } from "./query-list-state";

function PaymentStatus({ status }: { status: string }) {
  if (status === "completed") return <Badge variant="success">Completed</Badge>;
  if (status === "pending") return <Badge variant="secondary">Pending</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}

export function PaymentsTab() {
  const query = useAdminPages(adminPaymentPageSchema, api.adminPayments);
  return (
    <QueryListState query={query} emptyIcon={CreditCard} emptyTitle="No payments yet">
      {(payments) => (
        <div className="space-y-3">
          {payments.map((p) => (
            <Card key={p.id} className="py-4">
              <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-all">{p.userEmail}</p>
                  {p.userName && <p className="text-sm">{p.userName}</p>}
                  <p className="text-sm text-muted-foreground">{formatDateTime(p.createdAt)}</p>
                </div>
                <div className="flex items-center gap-4">
                  <div className="text-right">
                    <p className="font-semibold">{formatAmount(p.amount)}</p>
                    <p className="text-sm text-muted-foreground">
                      {p.creditsAdded} {p.creditsAdded === 1 ? "credit" : "credits"}
                    </p>
                  </div>
                  <PaymentStatus status={p.status} />
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </QueryListState>
  );
}
