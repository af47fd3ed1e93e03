// The card under the log that invites the export: "Ready to Import to Procore?" and a button naming the format the
// export will write (the company's chosen layout).
import { Download, FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FORMAT_NAMES, useExportFormat } from "./use-export-settings";

export function ExportCallout({ onExport, disabled }: { onExport: () => void; disabled: boolean }) {
  const exportFormat = useExportFormat();
  return (
    <Card className="border-primary/30 bg-primary/5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-5 text-primary" aria-hidden />
          Ready to Import to Procore?
        </CardTitle>
        <CardDescription>
          Download the selected submittals as an Excel submittal log in Procore&apos;s import layout.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onExport} disabled={disabled}>
          <Download aria-hidden />
          Export Selected to {FORMAT_NAMES[exportFormat]}
        </Button>
      </CardContent>
    </Card>
  );
}
