// Pricing (product §1, §9): $5 per 50 MB pay as you go, the five credit packages, and what every scan includes.
import { Check } from "lucide-react";
import { Link } from "wouter";
import { CREDIT_PACKAGES } from "../../../contract/credits";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

const included = [
  "Pay as you go, no subscription",
  "Files up to 250 MB",
  "Volume discounts for 50+ scans",
  "Accuracy guarantee",
  "Secure processing",
  "Email support",
];

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export function PricingSection() {
  return (
    <section id="pricing" className="scroll-mt-16 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight">Simple, per-scan pricing</h2>
          <p className="mt-3 text-muted-foreground">
            <span className="font-semibold text-foreground">$5 per 50 MB</span>, pay as you go. One credit scans up to
            50 MB of specifications. Credits never expire, and failed scans are free.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {CREDIT_PACKAGES.map((pkg) => (
            <li
              key={pkg.id}
              className={cn(
                "relative flex flex-col rounded-xl border bg-card p-6 text-center shadow-sm",
                pkg.popular && "border-primary shadow-md ring-1 ring-primary",
              )}
            >
              {pkg.popular && <Badge className="absolute -top-2.5 left-1/2 -translate-x-1/2">Most Popular</Badge>}
              <p className="text-sm font-medium text-muted-foreground">
                {pkg.credits} {pkg.credits === 1 ? "credit" : "credits"}
              </p>
              <p className="mt-2 text-3xl font-bold">${pkg.price}</p>
              <p className="mt-1 text-sm text-muted-foreground">{usd.format(pkg.pricePerCredit)} per credit</p>
              <Button asChild className="mt-6" variant={pkg.popular ? "default" : "outline"}>
                <Link href={paths.register}>Get Started</Link>
              </Button>
            </li>
          ))}
        </ul>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {included.map((item) => (
            <li key={item} className="flex items-center gap-2 text-sm">
              <Check className="size-4 shrink-0 text-success" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
