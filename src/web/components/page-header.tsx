import type * as React from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { MAIN_HEADING_PROPS } from "@/hooks/use-main-heading-focus";

/** The title block at the top of every signed-in screen; its title also names the browser tab. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h1 {...MAIN_HEADING_PROPS} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {title}
        </h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
