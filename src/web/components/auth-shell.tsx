// The frame shared by the sign-in, register and password screens: brand link home, one centred card.
import type * as React from "react";
import { Link } from "wouter";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
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

/** The e-mail field's input settings, the same on every auth form. */
export const EMAIL_FIELD = {
  label: "Email",
  type: "email",
  autoComplete: "email",
  placeholder: "you@company.com",
} as const;

/** A form's full-width submit button, disabled and reworded while its request runs. */
export function AuthSubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** What a finished auth step shows: a round success icon, the words, and the one way on. */
export function AuthOutcome({
  icon: Icon,
  children,
  next,
}: {
  icon: LucideIcon;
  children: React.ReactNode;
  /** `onClick` runs as the link is followed (e.g. to load the account a page has just signed in). */
  next: { href: string; label: string; onClick?: () => void };
}) {
  return (
    <div className="space-y-4 text-center" role="status">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success/15">
        <Icon className="size-6 text-success" aria-hidden />
      </div>
      {children}
      <Button asChild className="w-full">
        <Link href={next.href} onClick={next.onClick}>
          {next.label}
        </Link>
      </Button>
    </div>
  );
}
