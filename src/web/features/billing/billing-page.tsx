// Credits & Billing (product §2): balance, the five packages with their hosted payment links, payment history,
// and the return from checkout (?session_id=).
import { Coins } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/hooks/use-current-user";
import { PaymentHistory } from "./payment-history";
import { PurchaseCredits } from "./purchase-credits";
import { useCheckoutReturn } from "./use-checkout-return";

export function BillingPage() {
  const { user } = useCurrentUser();
  useCheckoutReturn();
  return (
    <div className="space-y-6">
      <PageHeader title="Credits & Billing" description="Buy credits and review your purchases." />
      <Card>
        <CardHeader>
          <h2 className="leading-none font-semibold">Your Credits</h2>
          <CardDescription>Each credit allows you to scan one specification document</CardDescription>
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <Coins className="size-8 text-primary" aria-hidden />
          <p>
            <span className="text-4xl font-bold tabular-nums" data-testid="credit-balance">
              {user?.credits ?? 0}
            </span>{" "}
            <span className="text-muted-foreground">{user?.credits === 1 ? "credit" : "credits"} available</span>
          </p>
        </CardContent>
      </Card>
      <PurchaseCredits user={user} />
      <PaymentHistory />
    </div>
  );
}
