// Browser entry, loaded on demand: the variance report as a Blob for the page to download.
import writeXlsxFile from "write-excel-file/browser";
import { excelTableFeature } from "./excel-table-feature";
import { buildVarianceWorkbook, type VarianceWorkbookOptions } from "./variance-workbook";

// The writer's last overload is the one for several sheets: its options say which features it takes.
const features: NonNullable<Parameters<typeof writeXlsxFile>[1]>["features"] = [excelTableFeature()];

export async function varianceWorkbookBlob(
  options: VarianceWorkbookOptions,
): Promise<{ blob: Blob; fileName: string; changeCount: number }> {
  const workbook = buildVarianceWorkbook(options);
  return {
    blob: await writeXlsxFile(workbook.sheets, { features }).toBlob(),
    fileName: workbook.fileName,
    changeCount: workbook.exportedCount,
  };
}
