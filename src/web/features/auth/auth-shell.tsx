// The frame shared by the sign-in, register and password screens: brand link home, one centred card.
import type * as React from "react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { BrandLogo } from "@/components/brand-logo";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { MAIN_HEADING_PROPS } from "@/hooks/use-main-heading-focus";

export function AuthShell({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-accent/60 to-background">
      <header className="px-4 py-5 sm:px-8">
        <Link href={paths.home} className="inline-flex rounded-md" aria-label="Submittal Scanner home">
          <BrandLogo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md shadow-md">
          <CardHeader className="text-center">
            <h1 {...MAIN_HEADING_PROPS} className="text-2xl leading-tight font-bold tracking-tight outline-none">
              {title}
            </h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && (
            <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">{footer}</CardFooter>
          )}
        </Card>
      </main>
    </div>
  );
}

/** An inline text link in the auth screens' footers. */
export function AuthLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
