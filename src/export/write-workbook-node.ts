// Serialises a built workbook in Node (CLI and tests).
import writeXlsxFile from "write-excel-file/node";
import type { SubmittalWorkbook } from "./build-submittal-workbook";

export function writeWorkbookBuffer(workbook: SubmittalWorkbook): Promise<Uint8Array> {
  return writeXlsxFile(workbook.sheets).toBuffer();
}

export function writeWorkbookFile(workbook: SubmittalWorkbook, filePath: string): Promise<void> {
  return writeXlsxFile(workbook.sheets).toFile(filePath);
}
