// Serialises a built workbook or export file in Node (CLI and tests).
import writeXlsxFile from "write-excel-file/node";
import type { ExportFile } from "./build-export-file";
import type { SubmittalWorkbook } from "./build-submittal-workbook";
import { excelTableFeature } from "./excel-table-feature";

// The writer's last overload is the one for several sheets: its options say which features it takes.
const features: NonNullable<Parameters<typeof writeXlsxFile>[1]>["features"] = [excelTableFeature()];

export function writeWorkbookBuffer(workbook: Pick<SubmittalWorkbook, "sheets">): Promise<Uint8Array> {
  return writeXlsxFile(workbook.sheets, { features }).toBuffer();
}

export function writeWorkbookFile(workbook: Pick<SubmittalWorkbook, "sheets">, filePath: string): Promise<void> {
  return writeXlsxFile(workbook.sheets, { features }).toFile(filePath);
}

export async function exportFileBytes(file: ExportFile): Promise<Uint8Array> {
  return file.kind === "csv" ? new TextEncoder().encode(file.text) : writeWorkbookBuffer(file);
}
