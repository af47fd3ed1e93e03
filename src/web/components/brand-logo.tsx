import { FileCheck2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** The product mark and name; `compact` shows the mark only, `nameFrom="sm"` hides the name on phones. */
export function BrandLogo({
  compact = false,
  nameFrom,
  className,
}: {
  compact?: boolean;
  nameFrom?: "sm";
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <FileCheck2 className="size-4.5" aria-hidden />
      </span>
      {!compact && (
        <span className={cn("truncate text-base tracking-tight", nameFrom === "sm" && "hidden sm:inline")}>
          Submittal Scanner
        </span>
      )}
    </span>
  );
}
