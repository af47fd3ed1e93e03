// "Source code": the AGPL-3.0 offer of this installation's source, shown wherever the operator set SOURCE_URL.
import { Code2 } from "lucide-react";
import { useAppInfo } from "@/hooks/use-app-info";
import { cn } from "@/lib/cn";

export function SourceCodeLink({ className, withIcon = false }: { className?: string; withIcon?: boolean }) {
  const sourceUrl = useAppInfo()?.sourceUrl;
  if (!sourceUrl) return null;
  return (
    <a href={sourceUrl} rel="noopener noreferrer" className={cn("inline-flex items-center gap-2", className)}>
      {withIcon && <Code2 aria-hidden className="size-4" />}
      <span>Source code</span>
    </a>
  );
}
