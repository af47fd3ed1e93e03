// Browser entry, loaded on demand: the variance report as a Blob for the page to download.
import writeXlsxFile from "write-excel-file/browser";
import { buildVarianceWorkbook, type VarianceWorkbookOptions } from "./variance-workbook";

export async function varianceWorkbookBlob(
  options: VarianceWorkbookOptions,
): Promise<{ blob: Blob; fileName: string; changeCount: number }> {
  const workbook = buildVarianceWorkbook(options);
  return {
    blob: await writeXlsxFile(workbook.sheets).toBlob(),
    fileName: workbook.fileName,
    changeCount: workbook.exportedCount,
  };
}
