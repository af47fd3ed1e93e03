import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** An accessible loading indicator; `label` is read by screen readers. */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden className={cn("size-6 animate-spin text-primary", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The centred spinner shown while the current user loads (product §2). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
