import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { DemoScanCard } from "./demo-scan-card";
import { MAIN_HEADING_PROPS } from "@/hooks/use-main-heading-focus";

const highlights = ["No subscription", "Credits never expire", "Failed scans are free"];

export function HeroSection() {
  return (
    <section className="relative border-b bg-gradient-to-b from-accent/70 via-background to-background">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-12 sm:px-6 md:py-24 lg:grid-cols-2">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
            <span className="size-2 rounded-full bg-primary" aria-hidden />
            Built for general contractors
          </p>
          <h1
            {...MAIN_HEADING_PROPS}
            className="text-3xl font-bold tracking-tight text-balance sm:text-5xl outline-none"
          >
            Every submittal in your spec book, found in minutes
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Upload your construction specifications. Our AI reads every section and builds a submittal log organized by
            CSI division, ready to review and export to Excel for Procore.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href={paths.register}>
                Start Scanning
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {highlights.map((h) => (
              <li key={h} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-success" aria-hidden />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <DemoScanCard />
      </div>
    </section>
  );
}
