// One credit package: credits, price, price per credit, and a Purchase button that leaves for the hosted link.
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { BillingPackage } from "../../../contract/payments";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatPackagePrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : usd.format(price);
}

export function CreditPackageCard({
  pkg,
  onPurchase,
}: {
  pkg: BillingPackage;
  onPurchase: (pkg: BillingPackage) => void;
}) {
  const available = pkg.paymentLink !== null;
  const label = `${pkg.credits} ${pkg.credits === 1 ? "Credit" : "Credits"}`;
  return (
    <li
      aria-label={`${label} package`}
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-5 text-center text-card-foreground shadow-sm",
        pkg.popular && "border-primary shadow-md ring-1 ring-primary",
      )}
    >
      {pkg.popular && <Badge className="absolute -top-2.5 left-1/2 -translate-x-1/2">Most Popular</Badge>}
      <h3 className="text-base font-semibold">{label}</h3>
      <p className="mt-2 text-3xl font-bold tabular-nums">{formatPackagePrice(pkg.price)}</p>
      <p className="mt-1 text-sm text-muted-foreground">{usd.format(pkg.pricePerCredit)} per credit</p>
      {/* aria-disabled, not disabled: the button stays focusable and a click explains why it is unavailable. */}
      <Button
        type="button"
        className="mt-5 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        variant={pkg.popular ? "default" : "outline"}
        aria-disabled={available ? undefined : true}
        aria-label={available ? `Purchase ${label} for ${formatPackagePrice(pkg.price)}` : `${label}: coming soon`}
        onClick={() => onPurchase(pkg)}
      >
        {available ? "Purchase" : "Coming Soon"}
      </Button>
    </li>
  );
}
