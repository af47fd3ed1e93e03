// Serialises a built workbook or export file in Node (CLI and tests).
import writeXlsxFile from "write-excel-file/node";
import type { ExportFile } from "./build-export-file";
import type { SubmittalWorkbook } from "./build-submittal-workbook";

export function writeWorkbookBuffer(workbook: Pick<SubmittalWorkbook, "sheets">): Promise<Uint8Array> {
  return writeXlsxFile(workbook.sheets).toBuffer();
}

export function writeWorkbookFile(workbook: Pick<SubmittalWorkbook, "sheets">, filePath: string): Promise<void> {
  return writeXlsxFile(workbook.sheets).toFile(filePath);
}

export async function exportFileBytes(file: ExportFile): Promise<Uint8Array> {
  return file.kind === "csv" ? new TextEncoder().encode(file.text) : writeWorkbookBuffer(file);
}
