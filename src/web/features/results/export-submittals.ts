// Export Selected: checks there is something to export, then loads the workbook writer on demand so it stays out of
// the main bundle (spec §3: the file is produced in the browser).
import type { ScanDetail } from "../../../contract/scans";
import type { ExtractedData } from "../../../contract/submittal";
import { toast } from "@/hooks/use-toast";
import { countSelected } from "./working-copy";

export async function exportSubmittals(scan: ScanDetail, data: ExtractedData): Promise<void> {
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
    await downloadSubmittalWorkbook({ extractedData: data, documentFileName: scan.fileName, scanDate: scan.createdAt });
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
