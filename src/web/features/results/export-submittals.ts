// Export Selected: checks there is something to export, then loads the workbook writer on demand so it stays out of
// the main bundle (spec §3: the file is produced in the browser). A combined log names every file it came from.
import type { ScanDetail } from "../../../contract/scans";
import type { ExtractedData } from "../../../contract/submittal";
import { combinedExportFileName } from "../../../export/export-file-name";
import { toast } from "@/hooks/use-toast";
import { countSelected } from "./working-copy";

type ExportSource = Pick<ScanDetail, "fileName" | "createdAt">;

function workbookNames(scans: readonly ExportSource[]) {
  if (scans.length === 1 && scans[0]) return { documentFileName: scans[0].fileName, scanDate: scans[0].createdAt };
  const names = scans.map((s) => s.fileName);
  const earliest = scans.map((s) => s.createdAt).sort()[0] ?? null;
  return { documentFileName: names.join("; "), workbookFileName: combinedExportFileName(names), scanDate: earliest };
}

export async function exportSubmittals(scans: readonly ExportSource[], data: ExtractedData): Promise<void> {
  if (countSelected(data) === 0) {
    toast({
      variant: "destructive",
      title: "No Submittals Selected",
      description: "Please select at least one submittal to export.",
    });
    return;
  }
  try {
    const { downloadSubmittalWorkbook } = await import("../../../export/download-submittal-workbook");
    await downloadSubmittalWorkbook({ extractedData: data, ...workbookNames(scans) });
    toast({ title: "Excel Export Successful", description: "Your submittal log has been downloaded." });
  } catch (error) {
    console.error("Excel export failed", error);
    toast({
      variant: "destructive",
      title: "Export Failed",
      description: "The Excel file could not be created. Please try again.",
    });
  }
}
