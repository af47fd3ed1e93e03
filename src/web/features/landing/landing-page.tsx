// Landing page for signed-out visitors (product §2): hero with a demo scan, features, how it works, pricing, footer.
import { LandingHeader } from "./landing-header";
import { HeroSection } from "./hero-section";
import { FeaturesSection } from "./features-section";
import { HowItWorksSection } from "./how-it-works-section";
import { PricingSection } from "./pricing-section";
import { LandingFooter } from "./landing-footer";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <LandingHeader />
      <main className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <PricingSection />
      </main>
      <LandingFooter />
    </div>
  );
}
