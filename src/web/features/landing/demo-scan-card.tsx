// The sample scan on the landing page (product §2): a fixed illustration, not live data.
import { CheckCircle2, Download, FileText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Link } from "wouter";
import { paths } from "@/config/paths";

const demoDivisions = [
  { label: "03 Concrete", items: 8 },
  { label: "05 Metals", items: 12 },
  { label: "09 Finishes", items: 15 },
];

export function DemoScanCard() {
  return (
    <Card
      className="relative w-full max-w-md justify-self-center shadow-xl lg:justify-self-end"
      aria-label="Example scan"
    >
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10">
            <FileText className="size-5 text-primary" aria-hidden />
          </div>
          <div className="min-w-0">
            <p className="truncate font-medium">Sample_Specs.pdf</p>
            <p className="text-sm text-muted-foreground">42 pages · 2.4 MB</p>
          </div>
        </div>
        <Badge variant="success">
          <CheckCircle2 aria-hidden />
          Completed
        </Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="space-y-2">
          {demoDivisions.map((d) => (
            <li key={d.label} className="flex items-center justify-between rounded-lg border bg-muted/40 px-3 py-2.5">
              <span className="text-sm font-medium">{d.label}</span>
              <Badge variant="secondary">{d.items} items</Badge>
            </li>
          ))}
        </ul>
        {/* In the demo the export leads to sign-up: the real one needs an account and a scan. */}
        <Button asChild className="w-full" variant="success">
          <Link href={paths.register}>
            <Download aria-hidden />
            Export to Excel
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
