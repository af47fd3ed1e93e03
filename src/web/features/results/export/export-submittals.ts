// Export Selected: checks there is something to export, then loads the file writer on demand so it stays out of the
// main bundle (product §3: the file is produced in the browser). A combined log names every file it came from.
import type { ExportSettings } from "../../../../contract/export-settings";
import type { PlanningSettings } from "../../../../contract/planning-settings";
import type { ScanDetail } from "../../../../contract/scans";
import type { ExtractedData } from "../../../../contract/submittal";
import type { BuildSubmittalWorkbookOptions } from "../../../../export/build-submittal-workbook";
import type { ProcoreProblemKind } from "../../../../export/procore-check";
import { toast } from "@/hooks/use-toast";
import { countSelected } from "../editor/working-copy";

export type ExportSource = Pick<ScanDetail, "fileName" | "createdAt">;

/** The builder's options for these scans: one file's name and date, or every file of a combined log. */
export function exportOptions(
  scans: readonly ExportSource[],
  data: ExtractedData,
  settings?: ExportSettings,
  fixes?: readonly ProcoreProblemKind[],
  planning?: PlanningSettings,
): BuildSubmittalWorkbookOptions {
  const names =
    scans.length === 1 && scans[0]
      ? { documentFileName: scans[0].fileName, scanDate: scans[0].createdAt }
      : {
          documentFileName: scans.map((s) => s.fileName).join("; "),
          documentFileNames: scans.map((s) => s.fileName),
          scanDate: scans.map((s) => s.createdAt).sort()[0] ?? null,
        };
  return {
    extractedData: data,
    ...names,
    ...(settings && { settings }),
    ...(fixes && { fixes }),
    ...(planning && { planning }),
  };
}

/** The spec's toast when nothing is selected; true when there is something to export. */
export function ensureSomethingSelected(data: ExtractedData): boolean {
  if (countSelected(data) > 0) return true;
  toast({
    variant: "destructive",
    title: "No Submittals Selected",
    description: "Please select at least one submittal to export.",
  });
  return false;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Writes and downloads the file; returns whether it worked (failures are reported with a toast). */
export async function downloadExport(options: BuildSubmittalWorkbookOptions): Promise<boolean> {
  try {
    const { exportFileBlob } = await import("../../../../export/download-submittal-workbook");
    const file = await exportFileBlob(options);
    saveBlob(file.blob, file.fileName);
    if (file.warnings.length > 0) {
      // Downloaded all the same, but the tool it is meant for would refuse it: say so rather than "successful".
      toast({ variant: "destructive", title: "Check Before Importing", description: file.warnings.join(" ") });
      return true;
    }
    const csv = file.fileName.endsWith(".csv");
    toast({
      title: csv ? "CSV Export Successful" : "Excel Export Successful",
      description: "Your submittal log has been downloaded.",
    });
    return true;
  } catch (error) {
    console.error("Export failed", error);
    toast({
      variant: "destructive",
      title: "Export Failed",
      description: "The Excel file could not be created. Please try again.",
    });
    return false;
  }
}
