import { Link } from "wouter";
import { BrandLogo } from "@/components/brand-logo";
import { SourceCodeLink } from "@/components/source-code-link";
import { paths } from "@/config/paths";

export function LandingFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <div className="flex items-center gap-3">
          <BrandLogo compact />
          <span>© 2025 Submittal Scanner. All rights reserved.</span>
        </div>
        <nav aria-label="Legal" className="flex gap-6">
          <Link href={paths.privacy} className="hover:text-foreground">
            Privacy Policy
          </Link>
          <Link href={paths.terms} className="hover:text-foreground">
            Terms of Use
          </Link>
          <SourceCodeLink className="hover:text-foreground" />
        </nav>
      </div>
    </footer>
  );
}
