// The signed-in frame: collapsible sidebar, a header with the sidebar toggle, and the main content area.
import type * as React from "react";
import { Separator } from "@/components/ui/separator";
import { SidebarInset, SidebarTrigger } from "@/components/ui/sidebar";
import { SidebarProvider } from "@/components/ui/sidebar-context";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { BrandLogo } from "@/components/brand-logo";
import { VerifyEmailBanner } from "@/features/account/verify-email-banner";
import { AppSidebar } from "./app-sidebar";

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppSidebar />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70">
          <Tooltip>
            <TooltipTrigger asChild>
              <SidebarTrigger className="-ml-1" />
            </TooltipTrigger>
            <TooltipContent side="bottom">Toggle sidebar ({isMac ? "⌘" : "Ctrl"}+B)</TooltipContent>
          </Tooltip>
          <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5 md:hidden" />
          <BrandLogo className="md:hidden" />
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <div className="mx-auto w-full max-w-6xl p-4 sm:p-6 lg:p-8">
            <VerifyEmailBanner />
            {children}
          </div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
