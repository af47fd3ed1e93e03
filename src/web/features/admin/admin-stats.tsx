import { CreditCard, FileWarning, Users, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

function StatCard({ label, value, icon: Icon }: { label: string; value: number | undefined; icon: LucideIcon }) {
  return (
    <Card className="py-4 sm:py-5">
      <CardContent className="flex items-center justify-between gap-4 px-4 sm:px-6">
        <div>
          <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
          {value === undefined ? (
            <Skeleton className="mt-2 h-8 w-12" />
          ) : (
            <p
              className="mt-1 text-2xl font-bold sm:text-3xl"
              data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}
            >
              {value}
            </p>
          )}
        </div>
        <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 sm:flex">
          <Icon className="size-5 text-primary" aria-hidden />
        </div>
      </CardContent>
    </Card>
  );
}

export function AdminStats(props: {
  totalUsers: number | undefined;
  totalPayments: number | undefined;
  failedScans: number | undefined;
}) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard label="Total Users" value={props.totalUsers} icon={Users} />
      <StatCard label="Total Payments" value={props.totalPayments} icon={CreditCard} />
      <StatCard label="Failed Scans" value={props.failedScans} icon={FileWarning} />
    </div>
  );
}
