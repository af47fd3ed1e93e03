// The four summary tiles and the Project Information card of a completed scan.
import { Building2, CheckCircle2, CircleSlash, Coins, FileStack, Layers } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ExtractedData } from "../../../contract/submittal";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

function Tile({ label, value, icon: Icon }: { label: string; value: string | number; icon: LucideIcon }) {
  return (
    <Card className="gap-0 py-4">
      <CardContent className="flex items-center gap-3 px-4">
        <Icon className="size-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <p className="text-2xl font-bold tabular-nums">{value}</p>
          <p className="text-sm text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export function SummaryTiles({
  found,
  divisions,
  creditsUsed,
}: {
  found: number;
  divisions: number;
  creditsUsed: number;
}) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Tile label="Submittals Found" value={found} icon={FileStack} />
      <Tile label="CSI Divisions" value={divisions} icon={Layers} />
      <Tile label="Credits Used" value={creditsUsed} icon={Coins} />
      {/* A log with nothing in it has nothing to export. */}
      <Tile label="Ready for Export" value={found > 0 ? "Yes" : "No"} icon={found > 0 ? CheckCircle2 : CircleSlash} />
    </section>
  );
}

export function ProjectInfoCard({ data }: { data: ExtractedData }) {
  if (!data.projectName && !data.projectNumber) return null;
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden />
          Project Information
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          {data.projectName && (
            <div>
              <dt className="text-sm text-muted-foreground">Project Name</dt>
              <dd className="font-medium">{data.projectName}</dd>
            </div>
          )}
          {data.projectNumber && (
            <div>
              <dt className="text-sm text-muted-foreground">Project Number</dt>
              <dd className="font-medium">{data.projectNumber}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
