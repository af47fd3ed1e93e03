import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/** One figure with its label, e.g. "Documents Scanned 12". */
export function StatCard({ label, value, icon: Icon }: { label: string; value: string | number; icon: LucideIcon }) {
  return (
    <Card className="gap-0 py-4 sm:py-5">
      <CardContent className="flex items-center justify-between gap-3 px-4 sm:px-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
        </div>
        <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
          <Icon className="size-5" aria-hidden />
        </div>
      </CardContent>
    </Card>
  );
}
