// 'Purchase Credits': the five packages; Purchase leaves for the package's hosted payment page.
import { CREDIT_PACKAGES } from "../../../contract/credits";
import type { BillingPackage } from "../../../contract/payments";
import type { CurrentUser } from "../../../contract/auth";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { checkoutUrl } from "./checkout-url";
import { CreditPackageCard } from "./credit-package-card";
import { useBillingPackages } from "./use-billing";

// Until the server answers (or if it cannot), the fixed packages show without links: "Coming Soon".
const PACKAGES_WITHOUT_LINKS: BillingPackage[] = CREDIT_PACKAGES.map((pkg) => ({ ...pkg, paymentLink: null }));

export function PurchaseCredits({ user }: { user: CurrentUser | null }) {
  const { data: packages = PACKAGES_WITHOUT_LINKS } = useBillingPackages();

  const purchase = (pkg: BillingPackage) => {
    if (!pkg.paymentLink || !user) {
      toast({
        variant: "destructive",
        title: "Payment Link Not Configured",
        description: "This payment option is not yet available. Please contact support.",
      });
      return;
    }
    window.location.assign(checkoutUrl(pkg.paymentLink, user));
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Purchase Credits</h2>
        <CardDescription>
          One credit scans up to 50 MB. Credits never expire, and failed scans are free.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" aria-label="Credit packages">
          {packages.map((pkg) => (
            <CreditPackageCard key={pkg.id} pkg={pkg} onPurchase={purchase} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
