// Browser entry, loaded on demand by the results page: builds the export file as a Blob for the page to download.
import writeXlsxFile from "write-excel-file/browser";
import { buildExportFile } from "./build-export-file";
import { excelTableFeature } from "./excel-table-feature";
import type { BuildSubmittalWorkbookOptions } from "./build-submittal-workbook";
import { viewpointLimitWarnings } from "./viewpoint-rows";

// The writer's last overload is the one for several sheets: its options say which features it takes.
const features: NonNullable<Parameters<typeof writeXlsxFile>[1]>["features"] = [excelTableFeature()];

export type ExportBlob = {
  blob: Blob;
  fileName: string;
  exportedCount: number;
  /** Why the target tool would refuse the file (Viewpoint Team's item and size limits); empty when nothing stands out. */
  warnings: string[];
};

export async function exportFileBlob(options: BuildSubmittalWorkbookOptions): Promise<ExportBlob> {
  const file = buildExportFile(options);
  const blob =
    file.kind === "csv"
      ? new Blob([file.text], { type: "text/csv;charset=utf-8" })
      : await writeXlsxFile(file.sheets, { features }).toBlob();
  const warnings =
    options.settings?.format === "viewpoint" ? viewpointLimitWarnings(file.exportedCount, blob.size) : [];
  return { blob, fileName: file.fileName, exportedCount: file.exportedCount, warnings };
}
