// The frame of the static legal pages: title, last-updated line, sections, and a Back to Home link.
import type * as React from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { BrandLogo } from "@/components/brand-logo";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { MAIN_HEADING_PROPS } from "@/hooks/use-main-heading-focus";

export type LegalSection = { heading: string; body: React.ReactNode };

export const LEGAL_LAST_UPDATED = "January 1, 2025";

export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  useDocumentTitle(title);
  return (
    <div className="min-h-svh bg-background">
      <header className="border-b">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4">
          <Link href={paths.home} aria-label="Submittal Scanner home" className="rounded-md">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <Button asChild variant="ghost" size="sm" className="-ml-2 mb-6">
          <Link href={paths.home}>
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </Button>
        <h1 {...MAIN_HEADING_PROPS} className="text-3xl font-bold tracking-tight outline-none">
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
        <p className="mt-6 leading-relaxed">{intro}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">{section.body}</div>
          </section>
        ))}
      </main>
    </div>
  );
}
