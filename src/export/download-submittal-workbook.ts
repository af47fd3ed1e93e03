// Browser entry, loaded on demand by the results page: builds the export file as a Blob for the page to download.
import writeXlsxFile from "write-excel-file/browser";
import { buildExportFile } from "./build-export-file";
import type { BuildSubmittalWorkbookOptions } from "./build-submittal-workbook";

export type ExportBlob = { blob: Blob; fileName: string; exportedCount: number };

export async function exportFileBlob(options: BuildSubmittalWorkbookOptions): Promise<ExportBlob> {
  const file = buildExportFile(options);
  const blob =
    file.kind === "csv"
      ? new Blob([file.text], { type: "text/csv;charset=utf-8" })
      : await writeXlsxFile(file.sheets).toBlob();
  return { blob, fileName: file.fileName, exportedCount: file.exportedCount };
}
