// Any unknown path (product §2).
import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { MAIN_HEADING_PROPS } from "@/hooks/use-main-heading-focus";

/** The 404 content; inside the signed-in layout, whose <main> holds it. */
export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <div className="flex min-h-[60svh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
            <h1 {...MAIN_HEADING_PROPS} className="text-2xl font-bold outline-none">
              404 Page Not Found
            </h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline">
            <Link href={paths.home}>Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** The 404 screen outside the signed-in layout: the page's own main landmark. */
export function StandaloneNotFoundPage() {
  return (
    <main id="main-content">
      <NotFoundPage />
    </main>
  );
}
