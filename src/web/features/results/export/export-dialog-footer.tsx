// The export dialog's footer, kept in view while the settings scroll: what the Procore check found, right above
// Cancel and Export (which says "Export anyway" when something was found).
import { Download } from "lucide-react";
import type { ProcoreProblem } from "../../../../export/procore-check";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { EXPORT_FINDINGS_ID, ExportFindingsSummary } from "./export-findings-summary";

export type ExportDialogFooterProps = {
  problems: readonly ProcoreProblem[];
  busy: boolean;
  onCancel: () => void;
  onExport: () => void;
};

export function ExportDialogFooter({ problems, busy, onCancel, onExport }: ExportDialogFooterProps) {
  return (
    <div className="sticky -bottom-6 -mx-6 -mb-6 grid gap-3 border-t bg-background px-6 py-4">
      <ExportFindingsSummary problems={problems} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={onExport}
          disabled={busy}
          aria-describedby={problems.length > 0 ? EXPORT_FINDINGS_ID : undefined}
        >
          <Download aria-hidden />
          {problems.length > 0 ? "Export anyway" : "Export"}
        </Button>
      </DialogFooter>
    </div>
  );
}
