// Browser entry, loaded on demand by the results page: builds the workbook and hands it to the browser as a download.
import writeXlsxFile from "write-excel-file/browser";
import { buildSubmittalWorkbook, type BuildSubmittalWorkbookOptions } from "./build-submittal-workbook";

/** Returns how many submittals were written, so the caller can report it. */
export async function downloadSubmittalWorkbook(options: BuildSubmittalWorkbookOptions): Promise<number> {
  const workbook = buildSubmittalWorkbook(options);
  await writeXlsxFile(workbook.sheets).toFile(workbook.fileName);
  return workbook.exportedCount;
}
