// Dashboard (product §2): activity figures, shortcuts to scanning and buying credits, and the latest scans.
import {
  CalendarDays,
  ChevronRight,
  CircleCheck,
  Coins,
  CreditCard,
  FileCheck,
  ScanLine,
  type LucideIcon,
} from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/page-header";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/hooks/use-current-user";
import { dashboardStats } from "./dashboard-stats";
import { ProjectsCard } from "@/shared/projects/projects-card";
import { RecentScansCard } from "./recent-scans-card";
import { StatCard } from "@/components/stat-card";
import { useScanOverview } from "@/shared/scans/use-scan-overview";

function ShortcutCard({
  href,
  title,
  text,
  icon: Icon,
}: {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
}) {
  return (
    <Link href={href} className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <Card className="h-full gap-0 py-5 transition-colors group-hover:border-primary/60">
        <CardContent className="flex items-center gap-4">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Icon className="size-5" aria-hidden />
          </div>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{title}</p>
            <p className="text-sm text-muted-foreground">{text}</p>
          </div>
          <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
        </CardContent>
      </Card>
    </Link>
  );
}

export function DashboardPage() {
  const { user } = useCurrentUser();
  const { data: overview, isLoading } = useScanOverview();
  const stats = dashboardStats(overview);
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description="An overview of your scanning activity." />
      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Documents Scanned" value={stats.documentsScanned} icon={FileCheck} />
        <StatCard label="This Month" value={stats.thisMonth} icon={CalendarDays} />
        <StatCard label="Success Rate" value={stats.successRate} icon={CircleCheck} />
        <StatCard label="Credits Available" value={user?.credits ?? 0} icon={Coins} />
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <ShortcutCard href={paths.scan} title="Scan New Document" text="Upload a specification PDF" icon={ScanLine} />
        <ShortcutCard
          href={paths.billing}
          title="Purchase Credits"
          text="1 credit per 50 MB scanned"
          icon={CreditCard}
        />
      </div>
      <ProjectsCard limit={5} />
      <RecentScansCard scans={overview?.recent ?? []} isLoading={isLoading} />
    </div>
  );
}
